'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { RespuestaPregunta } from '../../../domain/autoevaluacion/reglas.ts';
import { evidenciaUi as t } from '../../../i18n/autoevaluacion-evid.ts';
import { type FicheroRef, FicheroUploader } from '../../ficheros/fichero-uploader.tsx';
import { EnviarFila } from '../../shared/enviar-fila.tsx';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { FieldErrors, TextAreaField } from '../../ui/fields.tsx';
import { FormMessage, focusFirstInvalid, TextField } from '../../ui/form-controls.tsx';
import { useRouter } from '../../ui/router.tsx';
import { StatusTag } from '../../ui/tag.tsx';
import { type PreguntaForm, validarRespuestas } from './prueba-validacion.ts';

interface PreguntaProps extends PreguntaForm {
  Enunciado: string;
  Aclaraciones: string | null;
  Respuestas: Array<{ Id: number; Enunciado: string | null; Marcada: boolean }>;
  Respuesta: string | null;
  Ficheros: FicheroRef[];
}

interface PruebaProps {
  Id: number;
  Descripcion: string;
  Aclaraciones: string | null;
  Formulario: { Titulo: string; Aclaraciones: string | null; Minimo: number };
  Preguntas: PreguntaProps[];
  Ficheros: FicheroRef[];
  Cumple: boolean;
  Version: string | null;
}

interface Valor {
  respuesta: string;
  marcadas: number[];
  ficheros: FicheroRef[];
}

const inicial = (p: PreguntaProps): Valor => ({
  respuesta: p.Respuesta ?? '',
  marcadas: p.Respuestas.filter((r) => r.Marcada).map((r) => r.Id),
  ficheros: p.Ficheros,
});

const CON_OPCIONES = new Set(['UNICA', 'MULTIPLE']);

const regla = (p: PreguntaProps, v: Valor): RespuestaPregunta => ({
  respuesta: CON_OPCIONES.has(p.Tipo) || v.respuesta.trim() === '' ? null : v.respuesta.trim(),
  marcadas: v.marcadas.length,
  ficheros: v.ficheros.length,
});

/**
 * One test of the evidence answered as a form (PATCH autoevaluaciones/{id}/pruebas/{pruebaId}):
 * each question by its kind (text, number, date, yes/no, one or several answers to mark, files),
 * with its bounds shown and checked in the browser by the server's own rule before sending.
 * Files are PRY documents of the project, uploaded as they are chosen and attached on save.
 */
export function PruebaForm(props: { autoevaluacionId: number; proyectoId: number; prueba: PruebaProps; readOnly: boolean }) {
  const { prueba } = props;
  const router = useRouter();
  const action = useApiAction();
  const form = useRef<HTMLFormElement>(null);
  const [valores, setValores] = useState<Record<number, Valor>>(() =>
    Object.fromEntries(prueba.Preguntas.map((p) => [p.Id, inicial(p)])),
  );
  const [ficheros, setFicheros] = useState<FicheroRef[]>(prueba.Ficheros);
  const [errores, setErrores] = useState<Record<number, string>>({});
  const base = `prueba-${prueba.Id}`;
  // A reload that brings newer stored answers (after saving, or after a 409) replaces the
  // form's, keeping this component (and its success message or the server's explanation);
  // a reload for another reason (the verdict saved) leaves unsaved answers alone.
  const leida = useRef(prueba.Version);
  useEffect(() => {
    if (leida.current === prueba.Version) return;
    leida.current = prueba.Version;
    setValores(Object.fromEntries(prueba.Preguntas.map((p) => [p.Id, inicial(p)])));
    setFicheros(prueba.Ficheros);
  }, [prueba]);

  const cambia = (id: number, parcial: Partial<Valor>) => {
    setValores((v) => ({ ...v, [id]: { ...(v[id] as Valor), ...parcial } }));
    setErrores((e) => {
      const { [id]: _, ...resto } = e;
      return resto;
    });
  };

  async function guardar(event: FormEvent) {
    event.preventDefault();
    const comprobadas = validarRespuestas(
      prueba.Preguntas,
      Object.fromEntries(prueba.Preguntas.map((p) => [p.Id, regla(p, valores[p.Id] as Valor)])),
    );
    setErrores(comprobadas);
    if (Object.keys(comprobadas).length > 0) {
      requestAnimationFrame(() => focusFirstInvalid(form.current));
      return;
    }
    const res = await action.run('PATCH', `/autoevaluaciones/${props.autoevaluacionId}/pruebas/${prueba.Id}`, {
      Ficheros: ficheros.map((f) => ({ Id: f.Id })),
      Preguntas: prueba.Preguntas.map((p) => {
        const v = valores[p.Id] as Valor;
        return {
          Id: p.Id,
          Respuesta: regla(p, v).respuesta,
          Ficheros: v.ficheros.map((f) => ({ Id: f.Id })),
          Respuestas: p.Respuestas.map((r) => ({ Id: r.Id, Marcada: v.marcadas.includes(r.Id) })),
        };
      }),
      version: prueba.Version,
    });
    if (res.ok || res.status === 409) await router.reload();
  }

  return (
    <section aria-labelledby={`${base}-titulo`} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${base}-titulo`} className="text-lg font-semibold text-slate-900">
          {prueba.Descripcion}
        </h3>
        <StatusTag tone={prueba.Cumple ? 'positivo' : 'pendiente'}>{prueba.Cumple ? t.pruebaCumple : t.pruebaNoCumple}</StatusTag>
      </div>
      <p className="text-sm text-slate-700">
        {prueba.Formulario.Titulo}. {prueba.Formulario.Aclaraciones} {t.minimoPreguntas(prueba.Formulario.Minimo)}
      </p>
      <form ref={form} noValidate onSubmit={guardar} className="grid gap-5" aria-busy={action.busy || undefined}>
        {prueba.Preguntas.map((p, i) => (
          <Pregunta
            key={p.Id}
            id={`${base}-p${p.Id}`}
            numero={i + 1}
            pregunta={p}
            valor={valores[p.Id] as Valor}
            error={errores[p.Id] ?? action.fieldErrors[`Preguntas[${i}]`]?.[0]}
            readOnly={props.readOnly}
            proyectoId={props.proyectoId}
            onChange={(parcial) => cambia(p.Id, parcial)}
          />
        ))}
        <FicheroUploader
          id={`${base}-ficheros`}
          label={t.ficherosPrueba}
          owner={{ proyectoId: props.proyectoId }}
          tipoClave="PRY"
          existing={prueba.Ficheros}
          onChange={setFicheros}
          readOnly={props.readOnly}
        />
        {Object.keys(errores).length > 0 ? <FormMessage kind="error">{t.corregir}</FormMessage> : null}
        {props.readOnly ? null : <EnviarFila busy={action.busy} texto={t.guardarRespuestas} enviando={t.guardandoRespuestas} />}
      </form>
      <ActionFeedback action={action} />
    </section>
  );
}

function Pregunta(props: {
  id: string;
  numero: number;
  pregunta: PreguntaProps;
  valor: Valor;
  error?: string;
  readOnly: boolean;
  proyectoId: number;
  onChange: (v: Partial<Valor>) => void;
}) {
  const { id, pregunta: p, valor } = props;
  const etiqueta = `${props.numero}. ${p.Enunciado}${p.Esencial ? ` (${t.esencialPregunta})` : ''}`;
  const ayuda = [p.Aclaraciones, t.limites({ tipoClave: p.Tipo, minimo: p.Minimo, maximo: p.Maximo })].filter(Boolean).join(' ');
  const errors = props.error ? [props.error] : undefined;
  const comun = { disabled: props.readOnly };
  switch (p.Tipo) {
    case 'TEXTO':
      return (
        <TextAreaField
          id={id}
          label={etiqueta}
          hint={ayuda || undefined}
          errors={errors}
          value={valor.respuesta}
          onChange={(e) => props.onChange({ respuesta: e.target.value })}
          {...comun}
        />
      );
    case 'NUMERO':
    case 'FECHA':
      return (
        <TextField
          id={id}
          label={etiqueta}
          hint={ayuda || undefined}
          errors={errors}
          type={p.Tipo === 'FECHA' ? 'date' : 'text'}
          inputMode={p.Tipo === 'NUMERO' ? 'decimal' : undefined}
          value={valor.respuesta}
          onChange={(e) => props.onChange({ respuesta: e.target.value })}
          className="max-w-xs"
          {...comun}
        />
      );
    case 'FICHERO':
      return (
        <div className="grid gap-1">
          <FicheroUploader
            id={id}
            label={etiqueta}
            hint={ayuda || undefined}
            owner={{ proyectoId: props.proyectoId }}
            tipoClave="PRY"
            maxFiles={p.Maximo && p.Maximo > 0 ? p.Maximo : undefined}
            existing={valor.ficheros}
            onChange={(ficheros) => props.onChange({ ficheros })}
            readOnly={props.readOnly}
          />
          <FieldErrors id={id} errors={errors} />
        </div>
      );
    default: {
      const opciones =
        p.Tipo === 'SI_NO'
          ? [
              { value: 'S', label: t.si },
              { value: 'N', label: t.no },
            ]
          : p.Respuestas.map((r) => ({ value: String(r.Id), label: r.Enunciado ?? '' }));
      const multiple = p.Tipo === 'MULTIPLE';
      const marcado = (v: string) => (p.Tipo === 'SI_NO' ? valor.respuesta === v : valor.marcadas.includes(Number(v)));
      const marca = (v: string, on: boolean) => {
        if (p.Tipo === 'SI_NO') return props.onChange({ respuesta: on ? v : '' });
        const n = Number(v);
        if (!multiple) return props.onChange({ marcadas: on ? [n] : [] });
        props.onChange({ marcadas: on ? [...valor.marcadas, n] : valor.marcadas.filter((x) => x !== n) });
      };
      return (
        <fieldset
          className="grid gap-2"
          aria-describedby={[ayuda ? `${id}-ayuda` : null, errors ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
          aria-invalid={errors ? true : undefined}
        >
          <legend className="text-sm font-semibold text-slate-900">{etiqueta}</legend>
          {ayuda ? (
            <p id={`${id}-ayuda`} className="text-sm text-slate-700">
              {ayuda}
            </p>
          ) : null}
          <div className="grid gap-1">
            {opciones.map((o) => (
              <label key={o.value} className="inline-flex items-center gap-2 text-sm text-slate-900">
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={id}
                  value={o.value}
                  checked={marcado(o.value)}
                  onChange={(e) => marca(o.value, e.target.checked)}
                  aria-invalid={errors ? true : undefined}
                  className="h-5 w-5 accent-brand"
                  {...comun}
                />
                {o.label}
              </label>
            ))}
            {multiple ? null : (
              <label className="inline-flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name={id}
                  value=""
                  checked={p.Tipo === 'SI_NO' ? valor.respuesta === '' : valor.marcadas.length === 0}
                  onChange={() => (p.Tipo === 'SI_NO' ? props.onChange({ respuesta: '' }) : props.onChange({ marcadas: [] }))}
                  className="h-5 w-5 accent-brand"
                  {...comun}
                />
                {t.sinRespuesta}
              </label>
            )}
          </div>
          <FieldErrors id={id} errors={errors} />
        </fieldset>
      );
    }
  }
}
