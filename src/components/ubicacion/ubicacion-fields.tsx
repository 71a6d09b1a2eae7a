'use client';

import { type ChangeEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { DEFAULT_INSTANCIA } from '../../domain/shared/instancia.ts';
import { ubicacion } from '../../i18n/ubicacion.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { cachedList, listUrl, loadList, type UbicacionList, type UbicacionOption } from './api.ts';
import {
  changeLocalidad,
  changeMunicipio,
  changeProvincia,
  normalizeUbicacion,
  parseId,
  type UbicacionChange,
  type UbicacionField,
  type UbicacionValue,
} from './state.ts';
import { ubicacionTexts as t } from './texts.ts';

export type UbicacionFieldsProps = {
  /** The selected codes (controlled). Inconsistent values are corrected through onChange. */
  value: UbicacionValue;
  onChange: (value: UbicacionValue) => void;
  /** When given, hidden inputs `${name}.provinciaId`, `${name}.municipioId`, `${name}.localidadId` post the values. */
  name?: string;
  /** Province and municipality required (default true); locality is always optional. */
  required?: boolean;
  /** Messages to show under each select (e.g. from checkUbicacion or the server). */
  errors?: Partial<Record<UbicacionField, string>>;
  /** Value of the X-Instancia header (default soludable). */
  instancia?: string;
  /** Disables the whole group; as with native controls, the hidden inputs are then not posted. */
  disabled?: boolean;
  /** Legend of the fieldset (default "Ubicación"); hideLegend keeps it for screen readers only. */
  legend?: string;
  hideLegend?: boolean;
  className?: string;
};

type ListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; options: readonly UbicacionOption[] };

/**
 * The list at `url` (null while its parent is not chosen): from the module cache when it
 * was loaded before, otherwise fetched, aborting the request when the URL changes.
 */
function useList(url: string | null, instancia: string): ListState & { retry: () => void } {
  const key = url === null ? null : `${instancia}\n${url}`;
  const [result, setResult] = useState<{ key: string; options?: readonly UbicacionOption[]; failed?: true } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (url === null || cachedList(instancia, url)) return;
    const key = `${instancia}\n${url}`;
    const controller = new AbortController();
    loadList(url, { instancia, signal: controller.signal, reload: attempt > 0 }).then(
      (options) => {
        if (!controller.signal.aborted) setResult({ key, options });
      },
      () => {
        if (!controller.signal.aborted) setResult({ key, failed: true });
      },
    );
    return () => controller.abort();
  }, [url, instancia, attempt]);

  const retry = () => {
    setResult(null);
    setAttempt((n) => n + 1);
  };
  if (url === null || key === null) return { status: 'idle', retry };
  const own = result?.key === key ? result : undefined;
  const options = cachedList(instancia, url) ?? own?.options;
  if (options) return { status: 'ready', options, retry };
  if (own?.failed) return { status: 'error', retry };
  return { status: 'loading', retry };
}

/** True when the list is loaded and does not contain `id`. */
const missingFrom = (list: ListState, id: number | undefined) =>
  id !== undefined && list.status === 'ready' && !list.options.some((o) => o.Id === id);

const selectClass =
  'h-10 w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-2 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

type SelectFieldProps = {
  id: string;
  label: string;
  list: UbicacionList;
  state: ListState & { retry: () => void };
  value: number | undefined;
  required: boolean;
  /** Text of the empty option while the parent is not chosen. */
  noParentText?: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

function SelectField({ id, label, list, state, value, required, noParentText, error, onChange }: SelectFieldProps) {
  const errorId = `${id}-error`;
  const failureId = `${id}-fallo`;
  const loading = state.status === 'loading';
  const options = state.status === 'ready' ? state.options : [];
  const empty = state.status === 'ready' && options.length === 0;
  const describedBy = [state.status === 'error' ? failureId : null, error ? errorId : null].filter(Boolean).join(' ');

  let emptyText: string = ubicacion.seleccione;
  if (state.status === 'idle' && noParentText) emptyText = noParentText;
  else if (loading) emptyText = ubicacion.cargando;
  else if (empty) emptyText = t.sinOpciones[list];

  // "Reintentar" disappears while loading: put the focus back where it can continue.
  const selectRef = useRef<HTMLSelectElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const retrying = useRef(false);
  useEffect(() => {
    if (!retrying.current || state.status === 'loading') return;
    retrying.current = false;
    if (state.status === 'error') failureRef.current?.querySelector('button')?.focus();
    else selectRef.current?.focus();
  }, [state.status]);
  const retry = () => {
    retrying.current = true;
    state.retry();
  };

  return (
    <div className="grid content-start gap-1.5">
      {/* As every form of the kit (src/components/ui/fields.tsx): the same label, the optional ones marked. */}
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
        {required ? null : <span className="font-normal text-slate-700"> {t.opcional}</span>}
      </label>
      <select
        ref={selectRef}
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={onChange}
        disabled={state.status !== 'ready' || empty}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-busy={loading || undefined}
        className={cn(selectClass, error ? 'border-red-700 hover:border-red-800' : 'border-slate-300 hover:border-slate-400')}
      >
        <option value="">{emptyText}</option>
        {options.map((o) => (
          <option key={o.Id} value={String(o.Id)}>
            {o.Nombre}
          </option>
        ))}
      </select>
      {state.status === 'error' && (
        <div
          ref={failureRef}
          id={failureId}
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>{t.errorCarga[list]}</span>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t.reintentar}
          </Button>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Province → municipality → locality picker with native selects. Lists come from the
 * public lookups and are cached per instance; every change goes through state.ts, so a
 * municipality always belongs to the province and a locality to the municipality, and
 * changing a parent clears the dependants that no longer match.
 */
export function UbicacionFields({
  value,
  onChange,
  name,
  required = true,
  errors,
  instancia = DEFAULT_INSTANCIA,
  disabled = false,
  legend = t.leyenda,
  hideLegend = false,
  className,
}: UbicacionFieldsProps) {
  const base = useId();
  const [rejection, setRejection] = useState<Partial<Record<UbicacionField, string>>>({});

  const normalized = normalizeUbicacion(value);
  const provincias = useList(listUrl('provincias', normalized), instancia);
  const municipios = useList(listUrl('municipios', normalized), instancia);
  const localidades = useList(listUrl('localidades', normalized), instancia);

  // Codes missing from their loaded list (e.g. a stale draft) are cleared like any mismatch.
  let v = normalized;
  if (missingFrom(provincias, v.provinciaId)) v = changeProvincia(v, undefined).value;
  if (missingFrom(municipios, v.municipioId)) v = changeMunicipio(v, undefined).value;
  if (missingFrom(localidades, v.localidadId)) v = changeLocalidad(v, undefined).value;

  // Tell the parent when its value had to be corrected, so what it submits is what is shown.
  const reportCorrection = useEffectEvent((corrected: UbicacionValue) => onChange(corrected));
  useEffect(() => {
    if (v !== value) reportCorrection(v);
  }, [v, value]);

  const apply = (field: UbicacionField, change: UbicacionChange) => {
    if (change.error) {
      setRejection({ [field]: change.error });
      return;
    }
    setRejection({});
    onChange(change.value);
  };

  const ids = {
    provinciaId: `${base}-provincia`,
    municipioId: `${base}-municipio`,
    localidadId: `${base}-localidad`,
  } satisfies Record<UbicacionField, string>;
  const error = (field: UbicacionField) => errors?.[field] ?? rejection[field];

  return (
    <fieldset disabled={disabled} className={cn('grid min-w-0 gap-3', className)}>
      <legend className={cn('mb-1 text-base font-semibold text-slate-900', hideLegend && 'sr-only')}>{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id={ids.provinciaId}
          label={ubicacion.provincia}
          list="provincias"
          state={provincias}
          value={v.provinciaId}
          required={required}
          error={error('provinciaId')}
          onChange={(e) => apply('provinciaId', changeProvincia(v, parseId(e.target.value)))}
        />
        <SelectField
          id={ids.municipioId}
          label={ubicacion.municipio}
          list="municipios"
          state={municipios}
          value={v.municipioId}
          required={required}
          noParentText={t.seleccioneAntes.municipio}
          error={error('municipioId')}
          onChange={(e) => apply('municipioId', changeMunicipio(v, parseId(e.target.value)))}
        />
        <SelectField
          id={ids.localidadId}
          label={ubicacion.localidad}
          list="localidades"
          state={localidades}
          value={v.localidadId}
          required={false}
          noParentText={t.seleccioneAntes.localidad}
          error={error('localidadId')}
          onChange={(e) => apply('localidadId', changeLocalidad(v, parseId(e.target.value)))}
        />
      </div>
      {name !== undefined && (
        <>
          <input type="hidden" name={`${name}.provinciaId`} value={v.provinciaId ?? ''} />
          <input type="hidden" name={`${name}.municipioId`} value={v.municipioId ?? ''} />
          <input type="hidden" name={`${name}.localidadId`} value={v.localidadId ?? ''} />
        </>
      )}
    </fieldset>
  );
}
