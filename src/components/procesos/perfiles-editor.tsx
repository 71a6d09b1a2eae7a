'use client';

import { type FormEvent, useState } from 'react';
import { procesosUi as t } from '../../i18n/procesos.ts';
import { SaveFooter } from '../catalogo/comun/record-form.tsx';
import { useApiAction } from '../ui/api-action.tsx';
import { CheckboxField, type Option } from '../ui/fields.tsx';
import { useRouter } from '../ui/router.tsx';

type Elegido = { requiereDatos: boolean };

/**
 * The profiles of the people a request names: tick the profile, and "requires data" where the
 * request must give their document, e-mail and phone. Saved together (PUT /procesos/{id}/perfiles);
 * chosen profiles keep their order, new ones go last.
 */
export function PerfilesEditor(props: {
  procesoId: number;
  perfiles: Option[];
  actuales: Array<{ Id: number; RequiereDatos: boolean }>;
  readOnly?: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  const [elegidos, setElegidos] = useState(
    () => new Map<string, Elegido>(props.actuales.map((p) => [String(p.Id), { requiereDatos: p.RequiereDatos }])),
  );
  const cambiar = (id: string, valor: Elegido | null) =>
    setElegidos((m) => {
      const n = new Map(m);
      if (valor) n.set(id, valor);
      else n.delete(id);
      return n;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const perfiles = [...elegidos].map(([id, e], i) => ({ perfilId: Number(id), requiereDatos: e.requiereDatos, orden: i + 1 }));
    const res = await action.run('PUT', `/procesos/${props.procesoId}/perfiles`, { perfiles }, { success: t.guardado });
    if (res.ok) await router.reload();
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={action.busy || undefined}>
      <p className="text-sm text-slate-700">{t.perfiles.ayuda}</p>
      <fieldset disabled={props.readOnly} className="contents">
        <legend className="sr-only">{t.perfiles.titulo}</legend>
        <ul className="grid gap-3 sm:grid-cols-2">
          {props.perfiles.map((p) => {
            const id = String(p.value);
            const e = elegidos.get(id);
            return (
              <li key={id} className="grid gap-1 rounded-md border border-slate-200 p-3">
                <CheckboxField
                  id={`perfil-${id}`}
                  label={p.label}
                  checked={Boolean(e)}
                  onChange={(on) => cambiar(id, on ? { requiereDatos: false } : null)}
                />
                <div className="ml-7">
                  <CheckboxField
                    id={`perfil-${id}-datos`}
                    label={t.perfiles.requiereDatos(p.label)}
                    checked={e?.requiereDatos ?? false}
                    disabled={!e}
                    onChange={(on) => cambiar(id, { requiereDatos: on })}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <SaveFooter action={action} readOnly={props.readOnly} guardar={t.guardar} guardando={t.guardando} />
    </form>
  );
}
