'use client';

import { type FormEvent, useState } from 'react';
import type { RequisitosProcesoRecord } from '../../domain/firmas/requisitos-schema.ts';
import { firmas } from '../../i18n/firmas.ts';
import { ActionFeedback, useApiAction } from '../ui/api-action.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmButton } from '../ui/feedback.tsx';
import { FieldErrors, SelectField } from '../ui/fields.tsx';
import { useRouter } from '../ui/router.tsx';

const t = firmas.requisitos;
type Requisito = { tipoFichero: string; perfiles: string[] };
type Ref = { Clave: string; Nombre: string };

const nombreDe = (refs: readonly Ref[], clave: string) => refs.find((r) => r.Clave === clave)?.Nombre ?? clave;
const opciones = (refs: readonly Ref[], sin: readonly string[]) =>
  refs.filter((r) => !sin.includes(r.Clave)).map((r) => ({ value: r.Clave, label: r.Nombre }));

/** Moves item `i` of a list one place up (-1) or down (+1). */
function mover<T>(list: readonly T[], i: number, paso: -1 | 1): T[] {
  const out = [...list];
  const j = i + paso;
  if (j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j] as T, out[i] as T];
  return out;
}

/** One document type: its signing profiles in order (move up, down, remove), a profile to add, and remove the type (confirmed). */
function FilaRequisito(props: {
  i: number;
  r: Requisito;
  datos: RequisitosProcesoRecord;
  readOnly?: boolean;
  errores: (campo: string) => string[] | undefined;
  cambiar: (r: Requisito | null) => void;
}) {
  const { r, datos, i } = props;
  const [nuevo, setNuevo] = useState('');
  const tipo = nombreDe(datos.TiposFichero, r.tipoFichero);
  const campo = `requisitos.${i}`;
  return (
    <li className="grid gap-3 rounded-md border border-slate-200 p-3" aria-label={tipo}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{tipo}</h3>
        {props.readOnly ? null : (
          <ConfirmButton
            variant="ghost"
            aria-label={t.quitarTipo(tipo)}
            question={t.confirmarQuitar(tipo)}
            onConfirm={() => props.cambiar(null)}
          >
            {t.quitarTipo(tipo)}
          </ConfirmButton>
        )}
      </div>
      <FieldErrors id={`firma-${i}-tipo`} errors={props.errores(`${campo}.tipoFichero`)} />
      <p className="text-sm text-slate-700">{t.perfiles}</p>
      <ol className="grid gap-2" aria-label={`${t.perfiles}: ${tipo}`}>
        {r.perfiles.map((p, j) => {
          const perfil = nombreDe(datos.Perfiles, p);
          return (
            <li key={p} className="flex flex-wrap items-center gap-2">
              <span className="min-w-48 flex-1">
                {j + 1}. {perfil}
              </span>
              {props.readOnly ? null : (
                <>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={j === 0}
                    aria-label={t.subir(perfil, tipo)}
                    onClick={() => props.cambiar({ ...r, perfiles: mover(r.perfiles, j, -1) })}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={j === r.perfiles.length - 1}
                    aria-label={t.bajar(perfil, tipo)}
                    onClick={() => props.cambiar({ ...r, perfiles: mover(r.perfiles, j, 1) })}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t.quitarPerfil(perfil, tipo)}
                    onClick={() => props.cambiar({ ...r, perfiles: r.perfiles.filter((x) => x !== p) })}
                  >
                    ✕
                  </Button>
                </>
              )}
              <FieldErrors id={`firma-${i}-perfil-${j}`} errors={props.errores(`${campo}.perfiles.${j}`)} />
            </li>
          );
        })}
      </ol>
      <FieldErrors id={`firma-${i}-perfiles`} errors={props.errores(`${campo}.perfiles`)} />
      {props.readOnly ? null : (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id={`firma-${i}-nuevo`}
            label={t.perfilNuevo(tipo)}
            options={opciones(datos.Perfiles, r.perfiles)}
            value={nuevo}
            onChange={(e) => setNuevo(e.target.value)}
          />
          <Button
            variant="secondary"
            disabled={!nuevo}
            aria-label={t.anadirPerfilDe(tipo)}
            onClick={() => {
              props.cambiar({ ...r, perfiles: [...r.perfiles, nuevo] });
              setNuevo('');
            }}
          >
            {t.anadirPerfil}
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The process's signature requirements: which documents of its projects are signed and by which
 * profiles, in order. Edited here and saved together (PUT /procesos/{id}/firmas); a signature
 * already made is kept whatever changes.
 */
export function RequisitosFirmaEditor(props: { procesoId: number; datos: RequisitosProcesoRecord; readOnly?: boolean }) {
  const router = useRouter();
  const action = useApiAction();
  const [lista, setLista] = useState<Requisito[]>(() =>
    props.datos.Requisitos.map((r) => ({ tipoFichero: r.TipoFichero, perfiles: r.Perfiles.map((p) => p.Clave) })),
  );
  const [tipoNuevo, setTipoNuevo] = useState('');
  const errores = (campo: string) => action.fieldErrors[campo];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const vacio = lista.findIndex((r) => r.perfiles.length === 0);
    const r = lista[vacio];
    if (r) {
      const m = t.sinPerfiles(nombreDe(props.datos.TiposFichero, r.tipoFichero));
      action.check({ [`requisitos.${vacio}.perfiles`]: [m] });
      return;
    }
    const res = await action.run('PUT', `/procesos/${props.procesoId}/firmas`, { requisitos: lista }, { success: t.guardado });
    if (res.ok) await router.reload();
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={action.busy || undefined}>
      <p className="text-sm text-slate-700">{t.ayuda}</p>
      {props.datos.PorDefecto ? <p className="text-sm text-slate-700">{t.porDefecto}</p> : null}
      {lista.length ? (
        <ul className="grid gap-3">
          {lista.map((r, i) => (
            <FilaRequisito
              key={r.tipoFichero}
              i={i}
              r={r}
              datos={props.datos}
              readOnly={props.readOnly}
              errores={errores}
              cambiar={(nuevo) => {
                // An edited entry's message no longer applies: the next save checks again.
                action.clearField(`requisitos.${i}.perfiles`);
                action.clearBanner();
                setLista((l) => (nuevo ? l.map((x, k) => (k === i ? nuevo : x)) : l.filter((_, k) => k !== i)));
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">{t.vacio}</p>
      )}
      {props.readOnly ? null : (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id="firma-tipo-nuevo"
            label={t.tipoNuevo}
            options={opciones(
              props.datos.TiposFichero,
              lista.map((r) => r.tipoFichero),
            )}
            value={tipoNuevo}
            onChange={(e) => setTipoNuevo(e.target.value)}
          />
          <Button
            variant="secondary"
            disabled={!tipoNuevo}
            onClick={() => {
              setLista((l) => [...l, { tipoFichero: tipoNuevo, perfiles: [] }]);
              setTipoNuevo('');
            }}
          >
            {t.anadirTipo}
          </Button>
        </div>
      )}
      {props.readOnly ? null : (
        <div>
          <Button type="submit" disabled={action.busy}>
            {action.busy ? t.guardando : t.guardar}
          </Button>
        </div>
      )}
      <ActionFeedback action={action} />
    </form>
  );
}
