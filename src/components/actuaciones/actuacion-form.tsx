'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { DESCRIPCION_MAX, TITULO_MAX } from '../../domain/actuaciones/schema.ts';
import { ACCEPT_ADMITIDOS } from '../../domain/ficheros/limites.ts';
import * as val from '../../domain/validation/valibot.ts';
import { actuacionesApi, actuacionesUi as t } from '../../i18n/actuaciones.ts';
import { envelopeMessage } from '../avatar/upload.ts';
import { SaveFooter } from '../catalogo/comun/record-form.tsx';
import { type FieldErrors, useFormFields } from '../catalogo/comun/use-form-fields.ts';
import { ProyectoCombobox, type ProyectoOpcion } from '../proyectos/proyecto-combobox.tsx';
import { CasillasEtiquetas } from '../shared/casillas-etiquetas.tsx';
import { useApiAction } from '../ui/api-action.tsx';
import { SelectField, TextAreaField } from '../ui/fields.tsx';
import { FormMessage, focusFirstInvalid, TextField } from '../ui/form-controls.tsx';
import { useRouter } from '../ui/router.tsx';
import { type Elegido, Elegidos } from './elegidos.tsx';

export interface ActuacionValues {
  titulo: string;
  descripcion: string;
  /** dd/mm/yyyy as typed. */
  fechaInicio: string;
  fechaFin: string;
  tipoClave: string;
  proyectoId: number | null;
  usuarios: Elegido[];
  centros: Elegido[];
  etiquetas: Set<number>;
}

// The browser's first check, with the server's rules and messages (src/domain/validation).
const campos = v.object({
  titulo: val.optionalText(TITULO_MAX),
  descripcion: val.requiredText(DESCRIPCION_MAX),
  fechaInicio: val.date({ required: false }),
  fechaFin: val.date({ required: false }),
  tipoClave: val.requiredText(40),
});

const iso = (s: string) => {
  const m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(s.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : s.trim() || null;
};

function validateActuacion(values: ActuacionValues): FieldErrors<ActuacionValues> {
  const e: FieldErrors<ActuacionValues> = {};
  const result = v.safeParse(campos, values);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as keyof ActuacionValues | undefined;
      if (key && !e[key]) e[key] = [issue.message];
    }
  }
  const ini = iso(values.fechaInicio);
  const fin = iso(values.fechaFin);
  if (!e.fechaInicio && !e.fechaFin && ini && fin && fin < ini) e.fechaFin = [actuacionesApi.finAnterior];
  return e;
}

/** The multipart body of POST actuaciones: the fields, the lists repeated and each file as Ficheros[i][…]. */
function cuerpoMultipart(x: ActuacionValues, files: File[]): FormData {
  const fd = new FormData();
  fd.append('descripcion', x.descripcion.trim());
  fd.append('tipoClave', x.tipoClave);
  if (x.titulo.trim()) fd.append('titulo', x.titulo.trim());
  if (x.fechaInicio.trim()) fd.append('fechaInicio', x.fechaInicio.trim());
  if (x.fechaFin.trim()) fd.append('fechaFin', x.fechaFin.trim());
  if (x.proyectoId) fd.append('proyectoId', String(x.proyectoId));
  const listas = { usuarios: x.usuarios.map((u) => u.Id), centros: x.centros.map((c) => c.Id), etiquetas: [...x.etiquetas] };
  for (const [campo, ids] of Object.entries(listas)) {
    for (const [i, id] of ids.entries()) fd.append(`${campo}[${i}]`, String(id));
  }
  files.forEach((f, i) => {
    fd.append(`Ficheros[${i}][NombreFisico]`, f.name);
    fd.append(`Ficheros[${i}][ContenidoBinario]`, f, f.name);
  });
  return fd;
}

/**
 * A new actuación (multipart POST actuaciones, with its files) or an existing one (PUT
 * actuaciones/{id}; its files are kept on the record's page). Removing a person from an
 * existing actuación is its own call (DELETE actuaciones/{id}/usuarios/{usuarioId}).
 */
export function ActuacionForm(props: {
  actuacionId?: number;
  instancia: string;
  initial: ActuacionValues;
  proyecto?: ProyectoOpcion | null;
  tipos: ReadonlyArray<{ Clave: string; Nombre: string }>;
  etiquetas: ReadonlyArray<{ Id: number; Nombre: string; Color: string }>;
  readOnly?: boolean;
}) {
  const router = useRouter();
  const action = useApiAction();
  const f = useFormFields<ActuacionValues>({ initial: props.initial, action });
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alta = props.actuacionId === undefined;

  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);

  async function crear(x: ActuacionValues) {
    setEnviando(true);
    try {
      const res = await fetch('/api/actuaciones', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-Instancia': props.instancia },
        body: cuerpoMultipart(x, files),
      });
      const body = (await res.json().catch(() => null)) as { Id?: number; errors?: Record<string, string[]> } | null;
      if (res.status === 201 && body?.Id) return router.push(`/actuacion/${body.Id}?guardado=1` as never);
      setError(envelopeMessage(body, res.status));
      if (body?.errors) f.setErrors(body.errors as FieldErrors<ActuacionValues>);
      setAttempt((n) => n + 1);
    } catch {
      setError(envelopeMessage(null, 0));
    } finally {
      setEnviando(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = validateActuacion(f.values);
    f.setErrors(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    const x = f.values;
    if (alta) return crear(x);
    const res = await action.run(
      'PUT',
      `/actuaciones/${props.actuacionId}`,
      {
        descripcion: x.descripcion.trim(),
        titulo: x.titulo.trim() || null,
        fechaInicio: x.fechaInicio.trim() || null,
        fechaFin: x.fechaFin.trim() || null,
        tipoClave: x.tipoClave,
        proyectoId: x.proyectoId,
        usuarios: x.usuarios.map((u) => u.Id),
        centros: x.centros.map((c) => c.Id),
        etiquetas: [...x.etiquetas],
      },
      { success: actuacionesApi.guardada },
    );
    if (res.ok) await router.reload();
    else setAttempt((n) => n + 1);
  }

  /** On an existing actuación a person leaves it at once, through the spec's own call. */
  const quitarPersona = alta
    ? undefined
    : async (u: Elegido) => {
        if (!window.confirm(t.confirmarQuitar(u.Nombre))) return false;
        const res = await action.run('DELETE', `/actuaciones/${props.actuacionId}/usuarios/${u.Id}`, undefined, {
          success: actuacionesApi.usuarioQuitado,
        });
        return res.ok;
      };

  const busy = action.busy || enviando;
  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6" aria-busy={busy || undefined}>
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-5 sm:grid-cols-2" disabled={props.readOnly}>
        <legend className="sr-only">{alta ? t.nueva : t.actuacion}</legend>
        <TextField {...f.text('titulo')} label={t.campos.titulo} optional maxLength={TITULO_MAX} className="sm:col-span-2" />
        <TextAreaField
          {...f.text('descripcion')}
          label={t.campos.descripcion}
          required
          rows={5}
          maxLength={DESCRIPCION_MAX}
          className="sm:col-span-2"
        />
        <SelectField
          {...f.text('tipoClave')}
          label={t.campos.tipo}
          required
          options={props.tipos.map((x) => ({ value: x.Clave, label: x.Nombre }))}
          placeholder={t.elegir}
        />
        <ProyectoCombobox
          id={f.id('proyectoId')}
          label={t.campos.proyecto}
          instancia={props.instancia}
          ruta="/actuaciones/opciones/proyectos"
          inicial={props.proyecto}
          disabled={props.readOnly}
          errors={f.errs('proyectoId')}
          onChange={(id) => f.set('proyectoId', id)}
        />
        <TextField {...f.text('fechaInicio')} label={t.campos.fechaInicio} optional hint={t.formatoFecha} />
        <TextField {...f.text('fechaFin')} label={t.campos.fechaFin} optional hint={t.formatoFecha} />
        <div className="sm:col-span-2">
          <Elegidos
            id={f.id('usuarios')}
            label={t.buscarPersona}
            instancia={props.instancia}
            ruta="/actuaciones/opciones/usuarios"
            hint={t.buscarPersonaAyuda}
            sinResultados={t.sinResultados}
            vacio={t.ningunaPersona}
            quitarTexto={t.quitarPersona}
            elegidos={f.values.usuarios}
            onChange={(l) => f.set('usuarios', l)}
            onQuitar={quitarPersona}
            errors={f.errs('usuarios')}
            disabled={props.readOnly}
          />
        </div>
        <div className="sm:col-span-2">
          <Elegidos
            id={f.id('centros')}
            label={t.buscarCentro}
            instancia={props.instancia}
            ruta="/actuaciones/opciones/centros"
            hint={t.buscarCentroAyuda}
            sinResultados={t.sinResultados}
            vacio={t.ningunCentro}
            quitarTexto={t.quitar}
            elegidos={f.values.centros}
            onChange={(l) => f.set('centros', l)}
            errors={f.errs('centros')}
            disabled={props.readOnly}
          />
        </div>
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1 font-semibold text-slate-900">{t.campos.etiquetas}</legend>
          {props.etiquetas.length === 0 ? <p className="text-slate-700">{t.sinEtiquetas}</p> : null}
          <div className="flex flex-wrap gap-3">
            <CasillasEtiquetas
              etiquetas={[...props.etiquetas]}
              marcadas={f.values.etiquetas}
              onChange={(m) => f.set('etiquetas', m)}
              claseEtiqueta="inline-flex items-center gap-2"
            />
          </div>
        </fieldset>
        {alta ? (
          <div className="grid gap-2 sm:col-span-2">
            <label htmlFor={f.id('ficheros')} className="font-semibold text-slate-900">
              {t.campos.ficheros}
            </label>
            <input
              ref={fileRef}
              id={f.id('ficheros')}
              type="file"
              multiple
              accept={ACCEPT_ADMITIDOS.join(',')}
              aria-describedby={`${f.id('ficheros')}-ayuda`}
              onChange={(e) => setFiles([...(e.target.files ?? [])])}
              // w-full: the native picker's own width (its button and "no file chosen" text) is
              // wider than a phone's column; at a percentage width it fits and the text is cut.
              className="w-full text-slate-900"
            />
            <p id={`${f.id('ficheros')}-ayuda`} className="text-slate-700 text-sm">
              {t.ficherosAyuda} {t.ficherosTras}
            </p>
          </div>
        ) : null}
      </fieldset>
      <SaveFooter action={{ ...action, busy }} readOnly={props.readOnly} guardar={t.guardar} guardando={t.guardando} />
    </form>
  );
}
