'use client';

import { useState } from 'react';
import type { FilaFirma } from '../../domain/firmas/firmas.ts';
import { firmas as t } from '../../i18n/firmas.ts';
import { descargaUrl } from '../ficheros/fichero-lista.tsx';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { useRouter } from '../ui/router.tsx';

/** The documents to sign: the user ticks the ones they may sign and signs them (POST ficheros/firmar), then back to /firmas. */
export function FirmasLista({ filas }: { filas: FilaFirma[] }) {
  const [elegidos, setElegidos] = useState<number[]>([]);
  const action = useApiAction();
  const router = useRouter();
  const firmables = new Set(filas.filter((f) => f.puedeFirmar).map((f) => f.ficheroId));
  const cambiar = (id: number, on: boolean) => setElegidos((e) => (on ? [...e, id] : e.filter((x) => x !== id)));

  async function firmar() {
    if (!action.check(elegidos.length ? null : t.ninguno)) return;
    const res = await action.run<{ redireccion: string }>('POST', '/ficheros/firmar', { ficheros: elegidos });
    if (res.ok) {
      setElegidos([]);
      router.replace('/firmas');
      await router.reload();
    }
  }

  if (!filas.length) return <p className="text-slate-700">{t.vacio}</p>;
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">{t.firmar}</span>
              </th>
              <th scope="col">{t.columnas.documento}</th>
              <th scope="col">{t.columnas.proyecto}</th>
              <th scope="col">{t.columnas.perfil}</th>
              <th scope="col">{t.columnas.estado}</th>
              <th scope="col">{t.columnas.firmante}</th>
              <th scope="col">{t.columnas.fecha}</th>
            </tr>
          </thead>
          <tbody>
            {filas.map((f) => (
              <tr key={`${f.ficheroId}-${f.perfilClave}`} className="border-t border-slate-200" data-estado={f.estado}>
                <td className="p-2">
                  {f.puedeFirmar && firmables.has(f.ficheroId) ? (
                    <input
                      type="checkbox"
                      className="size-6"
                      aria-label={t.seleccionar(f.nombre)}
                      checked={elegidos.includes(f.ficheroId)}
                      onChange={(e) => cambiar(f.ficheroId, e.currentTarget.checked)}
                    />
                  ) : null}
                </td>
                <td className="p-2">
                  {/* The signed file as it is now, every signature in it (pdfsig, Adobe Reader, VALIDe). */}
                  <a
                    href={descargaUrl(f.ficheroId)}
                    className="inline-block min-h-6 font-semibold text-sky-800 underline underline-offset-4"
                  >
                    {f.nombre}
                  </a>
                </td>
                <td className="p-2">{f.proyectoCodigo}</td>
                <td className="p-2">{f.perfilNombre}</td>
                <td className="p-2">{t.estados[f.estado]}</td>
                <td className="p-2">{f.usuarioFirma ?? '—'}</td>
                <td className="p-2">{f.fechaFirma ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {firmables.size > 0 ? (
        <div>
          <Button onClick={firmar} disabled={action.busy}>
            {action.busy ? t.firmando : t.firmar}
          </Button>
        </div>
      ) : null}
      <ActionFeedback action={action} />
    </div>
  );
}
