'use client';

import { Pencil, Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ObservacionRecord } from '../../domain/solicitudes/detalle.ts';
import { type TipoObs, solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';
import { validacion } from '../../i18n/validacion.ts';
import { ObservacionItem } from '../shared/observacion-item.tsx';
import { ActionFeedback, DeleteButton, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { TextAreaField } from '../ui/fields.tsx';
import { useRouter } from '../ui/router.tsx';
import { showSuccess } from '../ui/toast-store.ts';

/** Where a section is: 1 = the list (consult), 2 = writing a new or edited entry. */
export type Paso = 1 | 2;

/** Where the keyboard focus goes once back at step 1: the section's title, or the button that opened the form. */
type Foco = 'titulo' | 'abridor' | null;

const rutas = (tipo: TipoObs, solicitudId: number) => {
  const lista = tipo === 'NC' ? 'noConformidades' : 'observaciones';
  return { crear: `/solicitudes/${solicitudId}/${lista}`, una: (id: number) => `/solicitudes/${lista}/${id}` };
};

/**
 * Observations or non-conformities of a request: a two-step section, "Paso 1
 * de 2" the list and "Paso 2 de 2" the form. After a create, edit or delete the step counter
 * goes back to 1 (the list, with the form closed and emptied), as the spec's counter does.
 */
export function ObservacionesSeccion(props: {
  solicitudId: number;
  tipo: TipoObs;
  registros: ObservacionRecord[];
  editable: boolean;
}) {
  const textos = t.obs[props.tipo];
  const router = useRouter();
  const action = useApiAction();
  const [pasoElegido, setPaso] = useState<Paso>(1);
  // A request resolved meanwhile (the page reloads read-only) never keeps a form open.
  const paso: Paso = props.editable ? pasoElegido : 1;
  const [foco, setFoco] = useState<Foco>(null);
  const seccion = useRef<HTMLElement>(null);
  const [editando, setEditando] = useState<number | 'nueva'>('nueva');
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string[] | undefined>();
  const base = useId();
  const headingId = `${base}-titulo`;
  const r = rutas(props.tipo, props.solicitudId);

  const abrir = (id: number | 'nueva', valor: string) => {
    setEditando(id);
    setTexto(valor);
    setError(undefined);
    setPaso(2);
  };
  const volverAlPaso1 = (destino: Foco = 'titulo') => {
    setPaso(1);
    setTexto('');
    setError(undefined);
    setFoco(destino);
  };

  // Leaving the form removes the focused element: put the focus back where a keyboard user
  // expects it (the opener after "Cancelar", the section after saving or deleting).
  useEffect(() => {
    if (paso !== 1 || !foco) return;
    const root = seccion.current;
    const abridor = root?.querySelector<HTMLElement>(`[data-abre="${editando}"]`);
    (foco === 'abridor' && abridor ? abridor : root?.querySelector<HTMLElement>('h2'))?.focus();
    setFoco(null);
  }, [paso, foco, editando]);

  async function guardar(event: FormEvent) {
    event.preventDefault();
    if (!texto.trim()) return setError([validacion.required]);
    const nueva = editando === 'nueva';
    const res = await action.run(
      nueva ? 'POST' : 'PUT',
      nueva ? r.crear : r.una(editando),
      { observacion: texto.trim() },
      {
        success: null,
      },
    );
    if (!res.ok) {
      setError(res.fieldErrors.observacion);
      // 409: the request was resolved meanwhile; show it as it now is (read-only).
      if (res.status === 409) await router.reload();
      return;
    }
    showSuccess((res.data as { message?: string } | undefined)?.message ?? t.guardado);
    volverAlPaso1();
    await router.reload();
  }

  return (
    <section ref={seccion} aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
          {textos.titulo} <span className="text-base font-normal text-slate-700">({props.registros.length})</span>
        </h2>
        {props.editable ? (
          <p className="text-sm text-slate-700" data-paso={paso}>
            {t.obs.paso(paso)}: {paso === 1 ? t.obs.pasoLista : t.obs.pasoFormulario}
          </p>
        ) : null}
      </div>
      {paso === 1 ? (
        <>
          {props.registros.length === 0 ? (
            <p className="text-slate-700">{textos.vacio}</p>
          ) : (
            <ol className="grid gap-2">
              {props.registros.map((o, i) => (
                <ObservacionItem key={o.Id} registro={o}>
                  {props.editable ? (
                    <div className="flex shrink-0 items-start gap-2">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`${t.obs.editar}: ${textos.campo} ${i + 1}`}
                        data-abre={o.Id}
                        onClick={() => abrir(o.Id, o.Observacion)}
                      >
                        <Pencil aria-hidden="true" className="h-4 w-4" />
                        {t.obs.editar}
                      </Button>
                      <DeleteButton
                        path={r.una(o.Id)}
                        ariaLabel={`${t.obs.eliminar}: ${textos.campo} ${i + 1}`}
                        onDeleted={() => {
                          volverAlPaso1();
                          void router.reload();
                        }}
                      />
                    </div>
                  ) : null}
                </ObservacionItem>
              ))}
            </ol>
          )}
          {props.editable ? (
            <div>
              <Button variant="secondary" data-abre="nueva" onClick={() => abrir('nueva', '')}>
                <Plus aria-hidden="true" className="h-4 w-4" />
                {textos.nueva}
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <form noValidate onSubmit={guardar} className="grid gap-3" aria-busy={action.busy || undefined}>
          <TextAreaField
            id={`${base}-texto`}
            label={editando === 'nueva' ? textos.nueva : textos.campo}
            required
            value={texto}
            errors={error}
            autoFocus
            onChange={(e) => {
              setTexto(e.target.value);
              setError(undefined);
            }}
          />
          <div className="flex gap-3">
            <Button type="submit" disabled={action.busy}>
              {action.busy ? t.guardando : t.guardar}
            </Button>
            <Button variant="secondary" onClick={() => volverAlPaso1('abridor')}>
              {t.obs.cancelar}
            </Button>
          </div>
        </form>
      )}
      <ActionFeedback action={action} />
    </section>
  );
}
