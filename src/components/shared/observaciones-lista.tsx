'use client';

import { type FormEvent, type ReactNode, useState } from 'react';
import { validacion } from '../../i18n/validacion.ts';
import { ActionFeedback, DeleteButton, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { TextAreaField } from '../ui/fields.tsx';
import { useRouter } from '../ui/router.tsx';
import { ObservacionItem } from './observacion-item.tsx';
import { Seccion } from './seccion.tsx';

export interface Observacion {
  Id: number;
  Observacion: string;
  Auditoria: { Alta: { Nombre: string | null; Fecha: string | null } };
  /** Where only the author may change an observation (standards), the API says whether this user wrote it. */
  EsAutor?: boolean;
}

/** The texts one area gives the list (each area keeps them in its own catalogue). */
interface ObservacionesTextos {
  vacio: string;
  nueva: string;
  anadir: string;
  anadiendo?: string;
  /** Accessible name of the n-th observation's delete button (the visible word repeats down the list). */
  eliminar: (n: number) => string;
  /** With these, an observation is edited in place (PUT on the observation). */
  edicion?: { editar: string; etiqueta: (n: number) => string; guardar: string; cancelar: string };
  /** Success toasts; without them the generic one shows. */
  creada?: string;
  guardada?: string;
}

interface ObservacionesListaProps {
  /** Prefix of the form fields' ids: unique on the page. */
  idBase: string;
  /** POST path that adds one; `una(id)` is the path of one observation (PUT, DELETE). */
  crear: string;
  una: (id: number) => string;
  registros: Observacion[];
  editable: boolean;
  /** Only the author changes an observation (the record's EsAutor), not every writer. */
  soloAutor?: boolean;
  textos: ObservacionesTextos;
  /** A section with a heading and the count, or the bare list inside the caller's own section. */
  titulo?: string;
}

/**
 * The observations of any record (request, project, task, standard, accreditation): the list
 * with author and date, a form to add one, edit in place where the area allows it, and delete
 * after confirming. One component so that each area differs only in its paths and texts.
 */
export function ObservacionesLista(props: ObservacionesListaProps) {
  const router = useRouter();
  const action = useApiAction();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string[] | undefined>();
  const t = props.textos;
  const puedeCambiar = (o: Observacion) => props.editable && (!props.soloAutor || o.EsAutor === true);

  async function anadir(event: FormEvent) {
    event.preventDefault();
    if (!texto.trim()) return setError([validacion.required]);
    const res = await action.run(
      'POST',
      props.crear,
      { observacion: texto.trim() },
      t.creada ? { success: t.creada } : undefined,
    );
    if (!res.ok) return setError(res.fieldErrors.observacion);
    setTexto('');
    await router.reload();
  }

  const cuerpo = (
    <>
      {props.registros.length === 0 ? (
        <p className="text-slate-700">{t.vacio}</p>
      ) : (
        <ol className="grid gap-2">
          {props.registros.map((o, i) =>
            t.edicion && puedeCambiar(o) ? (
              <ObservacionEditable key={`${o.Id}-${o.Observacion}`} {...props} registro={o} n={i + 1} />
            ) : (
              <ObservacionItem key={o.Id} registro={o}>
                {puedeCambiar(o) ? <DeleteButton path={props.una(o.Id)} ariaLabel={t.eliminar(i + 1)} /> : null}
              </ObservacionItem>
            ),
          )}
        </ol>
      )}
      {props.editable ? (
        <form noValidate onSubmit={anadir} className="grid gap-3" aria-busy={action.busy || undefined}>
          <TextAreaField
            id={`${props.idBase}-nueva`}
            label={t.nueva}
            required
            value={texto}
            errors={error}
            onChange={(e) => {
              setTexto(e.target.value);
              setError(undefined);
            }}
          />
          <div>
            <Button type="submit" disabled={action.busy}>
              {action.busy && t.anadiendo ? t.anadiendo : t.anadir}
            </Button>
          </div>
        </form>
      ) : null}
      <ActionFeedback action={action} />
    </>
  );

  if (!props.titulo) return <div className="grid gap-3">{cuerpo}</div>;
  return (
    <SeccionContada id={`${props.idBase}-titulo`} titulo={props.titulo} n={props.registros.length}>
      {cuerpo}
    </SeccionContada>
  );
}

/** The list's section, its heading saying how many there are. */
function SeccionContada(props: { id: string; titulo: string; n: number; children: ReactNode }) {
  const titulo = (
    <>
      {props.titulo} <span className="text-base font-normal text-slate-700">({props.n})</span>
    </>
  );
  return (
    <Seccion id={props.id} titulo={titulo} className="grid gap-3">
      {props.children}
    </Seccion>
  );
}

/** One observation with Edit (in place) and Delete: for areas whose observations can be corrected. */
function ObservacionEditable(props: ObservacionesListaProps & { registro: Observacion; n: number }) {
  const router = useRouter();
  const action = useApiAction();
  const [editando, setEditando] = useState(false);
  const [texto, setTexto] = useState(props.registro.Observacion);
  const [error, setError] = useState<string[] | undefined>();
  const edicion = props.textos.edicion as NonNullable<ObservacionesTextos['edicion']>;
  const path = props.una(props.registro.Id);

  async function guardar(event: FormEvent) {
    event.preventDefault();
    if (!texto.trim()) return setError([validacion.required]);
    const exito = props.textos.guardada ? { success: props.textos.guardada } : undefined;
    const res = await action.run('PUT', path, { observacion: texto.trim() }, exito);
    if (!res.ok) return setError(res.fieldErrors.observacion);
    setEditando(false);
    await router.reload();
  }

  if (!editando)
    return (
      <ObservacionItem registro={props.registro}>
        <div className="flex items-start gap-2">
          <Button type="button" variant="ghost" onClick={() => setEditando(true)} aria-label={edicion.etiqueta(props.n)}>
            {edicion.editar}
          </Button>
          <DeleteButton path={path} ariaLabel={props.textos.eliminar(props.n)} />
        </div>
      </ObservacionItem>
    );
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <form noValidate onSubmit={guardar} className="grid gap-3" aria-busy={action.busy || undefined}>
        <TextAreaField
          id={`${props.idBase}-${props.registro.Id}`}
          label={edicion.etiqueta(props.n)}
          required
          value={texto}
          errors={error}
          onChange={(e) => {
            setTexto(e.target.value);
            setError(undefined);
          }}
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={action.busy}>
            {edicion.guardar}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setEditando(false)}>
            {edicion.cancelar}
          </Button>
        </div>
        <ActionFeedback action={action} />
      </form>
    </li>
  );
}
