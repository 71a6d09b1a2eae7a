'use client';

import { type ChangeEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { ubicacion } from '../../i18n/ubicacion.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { cargarLista, INSTANCIA_POR_DEFECTO, type ListaUbicacion, listaEnCache, type OpcionUbicacion, urlLista } from './api.ts';
import {
  type CambioUbicacion,
  type CampoUbicacion,
  cambiarLocalidad,
  cambiarMunicipio,
  cambiarProvincia,
  leerId,
  normalizarUbicacion,
  type UbicacionValor,
} from './estado.ts';
import { textosUbicacion as t } from './textos.ts';

export type UbicacionFieldsProps = {
  /** The selected codes (controlled). Inconsistent values are corrected through onChange. */
  value: UbicacionValor;
  onChange: (value: UbicacionValor) => void;
  /** When given, hidden inputs `${name}.provinciaId`, `${name}.municipioId`, `${name}.localidadId` post the values. */
  name?: string;
  /** Province and municipality required (default true); locality is always optional. */
  requerido?: boolean;
  /** Messages to show under each select (e.g. from validarUbicacion or the server). */
  errores?: Partial<Record<CampoUbicacion, string>>;
  /** Value of the X-Instancia header (default soludable). */
  instancia?: string;
  /** Disables the whole group; as with native controls, the hidden inputs are then not posted. */
  disabled?: boolean;
  /** Legend of the fieldset (default "Ubicación"); ocultarLeyenda keeps it for screen readers only. */
  leyenda?: string;
  ocultarLeyenda?: boolean;
  className?: string;
};

type EstadoLista =
  | { estado: 'inactiva' }
  | { estado: 'cargando' }
  | { estado: 'error' }
  | { estado: 'lista'; opciones: readonly OpcionUbicacion[] };

/**
 * The list at `url` (null while its parent is not chosen): from the module cache when it
 * was loaded before, otherwise fetched, aborting the request when the URL changes.
 */
function useLista(url: string | null, instancia: string): EstadoLista & { reintentar: () => void } {
  const clave = url === null ? null : `${instancia}\n${url}`;
  const [resultado, setResultado] = useState<{ clave: string; opciones?: readonly OpcionUbicacion[]; fallo?: true } | null>(null);
  const [intento, setIntento] = useState(0);

  useEffect(() => {
    if (url === null || listaEnCache(instancia, url)) return;
    const clave = `${instancia}\n${url}`;
    const control = new AbortController();
    cargarLista(url, { instancia, signal: control.signal, recargar: intento > 0 }).then(
      (opciones) => {
        if (!control.signal.aborted) setResultado({ clave, opciones });
      },
      () => {
        if (!control.signal.aborted) setResultado({ clave, fallo: true });
      },
    );
    return () => control.abort();
  }, [url, instancia, intento]);

  const reintentar = () => {
    setResultado(null);
    setIntento((n) => n + 1);
  };
  if (url === null || clave === null) return { estado: 'inactiva', reintentar };
  const propio = resultado?.clave === clave ? resultado : undefined;
  const opciones = listaEnCache(instancia, url) ?? propio?.opciones;
  if (opciones) return { estado: 'lista', opciones, reintentar };
  if (propio?.fallo) return { estado: 'error', reintentar };
  return { estado: 'cargando', reintentar };
}

/** True when the list is loaded and does not contain `id`. */
const faltaEn = (lista: EstadoLista, id: number | undefined) =>
  id !== undefined && lista.estado === 'lista' && !lista.opciones.some((o) => o.Id === id);

const claseSelect =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors ' +
  'hover:border-slate-400 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-2 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

type CampoProps = {
  id: string;
  etiqueta: string;
  lista: ListaUbicacion;
  estado: EstadoLista & { reintentar: () => void };
  valor: number | undefined;
  requerido: boolean;
  /** Text of the empty option while the parent is not chosen. */
  sinPadre?: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

function CampoSelect({ id, etiqueta, lista, estado, valor, requerido, sinPadre, error, onChange }: CampoProps) {
  const idError = `${id}-error`;
  const idFallo = `${id}-fallo`;
  const cargando = estado.estado === 'cargando';
  const opciones = estado.estado === 'lista' ? estado.opciones : [];
  const vacia = estado.estado === 'lista' && opciones.length === 0;
  const describedBy = [estado.estado === 'error' ? idFallo : null, error ? idError : null].filter(Boolean).join(' ');

  let textoVacio: string = ubicacion.seleccione;
  if (estado.estado === 'inactiva' && sinPadre) textoVacio = sinPadre;
  else if (cargando) textoVacio = ubicacion.cargando;
  else if (vacia) textoVacio = t.sinOpciones[lista];

  // "Reintentar" disappears while loading: put the focus back where it can continue.
  const selectRef = useRef<HTMLSelectElement>(null);
  const falloRef = useRef<HTMLDivElement>(null);
  const reintentando = useRef(false);
  useEffect(() => {
    if (!reintentando.current || estado.estado === 'cargando') return;
    reintentando.current = false;
    if (estado.estado === 'error') falloRef.current?.querySelector('button')?.focus();
    else selectRef.current?.focus();
  }, [estado.estado]);
  const reintentar = () => {
    reintentando.current = true;
    estado.reintentar();
  };

  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {etiqueta}
        {requerido ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : (
          <span className="ml-1 font-normal text-slate-600">{t.opcional}</span>
        )}
      </label>
      <select
        ref={selectRef}
        id={id}
        value={valor === undefined ? '' : String(valor)}
        onChange={onChange}
        disabled={estado.estado !== 'lista' || vacia}
        aria-required={requerido || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-busy={cargando || undefined}
        className={cn(claseSelect, error && 'border-red-700 hover:border-red-800')}
      >
        <option value="">{textoVacio}</option>
        {opciones.map((o) => (
          <option key={o.Id} value={String(o.Id)}>
            {o.Nombre}
          </option>
        ))}
      </select>
      {estado.estado === 'error' && (
        <div
          ref={falloRef}
          id={idFallo}
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <span>{t.errorCarga[lista]}</span>
          <Button variant="secondary" size="sm" onClick={reintentar}>
            {t.reintentar}
          </Button>
        </div>
      )}
      {error && (
        <p id={idError} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Province → municipality → locality picker with native selects. Lists come from the
 * public lookups and are cached per instance; every change goes through estado.ts, so a
 * municipality always belongs to the province and a locality to the municipality, and
 * changing a parent clears the dependants that no longer match.
 */
export function UbicacionFields({
  value,
  onChange,
  name,
  requerido = true,
  errores,
  instancia = INSTANCIA_POR_DEFECTO,
  disabled = false,
  leyenda = t.leyenda,
  ocultarLeyenda = false,
  className,
}: UbicacionFieldsProps) {
  const base = useId();
  const [rechazo, setRechazo] = useState<Partial<Record<CampoUbicacion, string>>>({});

  const normal = normalizarUbicacion(value);
  const provincias = useLista(urlLista('provincias', normal), instancia);
  const municipios = useLista(urlLista('municipios', normal), instancia);
  const localidades = useLista(urlLista('localidades', normal), instancia);

  // Codes missing from their loaded list (e.g. a stale draft) are cleared like any mismatch.
  let v = normal;
  if (faltaEn(provincias, v.provinciaId)) v = cambiarProvincia(v, undefined).valor;
  if (faltaEn(municipios, v.municipioId)) v = cambiarMunicipio(v, undefined).valor;
  if (faltaEn(localidades, v.localidadId)) v = cambiarLocalidad(v, undefined).valor;

  // Tell the parent when its value had to be corrected, so what it submits is what is shown.
  const corregir = useEffectEvent((corregido: UbicacionValor) => onChange(corregido));
  useEffect(() => {
    if (v !== value) corregir(v);
  }, [v, value]);

  const aplicar = (campo: CampoUbicacion, cambio: CambioUbicacion) => {
    if (cambio.error) {
      setRechazo({ [campo]: cambio.error });
      return;
    }
    setRechazo({});
    onChange(cambio.valor);
  };

  const ids = {
    provinciaId: `${base}-provincia`,
    municipioId: `${base}-municipio`,
    localidadId: `${base}-localidad`,
  } satisfies Record<CampoUbicacion, string>;
  const error = (campo: CampoUbicacion) => errores?.[campo] ?? rechazo[campo];

  return (
    <fieldset disabled={disabled} className={cn('grid min-w-0 gap-3', className)}>
      <legend className={cn('mb-1 text-base font-semibold text-slate-900', ocultarLeyenda && 'sr-only')}>{leyenda}</legend>
      {requerido && <p className="text-xs text-slate-600">{t.notaObligatorios}</p>}
      <div className="grid gap-4 sm:grid-cols-3">
        <CampoSelect
          id={ids.provinciaId}
          etiqueta={ubicacion.provincia}
          lista="provincias"
          estado={provincias}
          valor={v.provinciaId}
          requerido={requerido}
          error={error('provinciaId')}
          onChange={(e) => aplicar('provinciaId', cambiarProvincia(v, leerId(e.target.value)))}
        />
        <CampoSelect
          id={ids.municipioId}
          etiqueta={ubicacion.municipio}
          lista="municipios"
          estado={municipios}
          valor={v.municipioId}
          requerido={requerido}
          sinPadre={t.seleccioneAntes.municipio}
          error={error('municipioId')}
          onChange={(e) => aplicar('municipioId', cambiarMunicipio(v, leerId(e.target.value)))}
        />
        <CampoSelect
          id={ids.localidadId}
          etiqueta={ubicacion.localidad}
          lista="localidades"
          estado={localidades}
          valor={v.localidadId}
          requerido={false}
          sinPadre={t.seleccioneAntes.localidad}
          error={error('localidadId')}
          onChange={(e) => aplicar('localidadId', cambiarLocalidad(v, leerId(e.target.value)))}
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
