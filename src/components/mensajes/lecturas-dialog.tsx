'use client';

import { useId, useState } from 'react';
import { formatDateTime } from '../../domain/shared/mail/dates.ts';
import { mensajesUi as t } from '../../i18n/mensajes.ts';
import { callApi } from '../api-client.ts';
import { Button } from '../ui/button.tsx';
import { useModal } from '../ui/use-modal.ts';

interface Lectura {
  Usuario: { Id: number; NombreCompleto: string };
  Fecha: string;
}

/** The spec's message-reads dialog (70 × 70 of the window): who read the message and when, read on opening. */
export function LecturasDialog({ mensajeId, asunto, total }: { mensajeId: number; asunto: string; total: number }) {
  const [open, setOpen] = useState(false);
  const [lecturas, setLecturas] = useState<Lectura[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const dialog = useModal(open);
  const abrir = async () => {
    setOpen(true);
    const res = await callApi<{ Registros: Lectura[] }>('GET', `/mensajes/${mensajeId}/lecturas`, undefined, {
      loginOn401: true,
    });
    if (res.ok && res.data) setLecturas(res.data.Registros);
    else setError(res.message);
  };
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => void abrir()} aria-label={t.verLecturas(asunto, total)}>
        {t.lecturas} ({total})
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        className="m-auto h-[70vh] w-[70vw] rounded-lg border border-slate-300 p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="flex h-full flex-col gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t.lecturas}: {asunto}
          </h2>
          <div className="flex-1 overflow-auto">
            {error ? <p className="text-red-800">{error}</p> : null}
            {lecturas && lecturas.length === 0 ? <p className="text-slate-800">{t.sinLecturas}</p> : null}
            {lecturas && lecturas.length > 0 ? (
              <table className="w-full text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="py-1 font-semibold text-slate-900">
                      {t.leidoPor}
                    </th>
                    <th scope="col" className="py-1 font-semibold text-slate-900">
                      {t.fechaLectura}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {lecturas.map((l) => (
                    <tr key={l.Usuario.Id} className="border-t border-slate-200">
                      <td className="py-1 text-slate-900">{l.Usuario.NombreCompleto}</td>
                      <td className="py-1 text-slate-900">{formatDateTime(l.Fecha)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} autoFocus>
              {t.cerrar}
            </Button>
          </div>
        </div>
      </dialog>
    </>
  );
}
