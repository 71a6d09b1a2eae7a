'use client';

import { useEffect, useRef, useState } from 'react';
import { solicitudWizard as t } from '../../i18n/solicitud-wizard.ts';
import { errorMessage } from '../api-client.ts';
import { cachedList, DEFAULT_INSTANCIA, listUrl } from '../ubicacion/index.ts';
import { Button } from '../ui/button.tsx';
import { ErrorBanner } from '../ui/feedback.tsx';
import { FormMessage } from '../ui/form-controls.tsx';
import { borrarBorrador, guardarBorrador, guardarFicheros, leerBorrador, leerFicheros } from './borrador.ts';
import {
  type Draft,
  draftVacio,
  type Errores,
  type FicherosPorTipo,
  formData,
  type Listas,
  type PersonaDraft,
  type ProcesoWizard,
  pasoDeCampo,
  personaVacia,
  tiposAplicables,
  validarPaso,
} from './modelo.ts';
import { PasoConfirmar } from './paso-confirmar.tsx';
import { campoId, PasoDatos } from './paso-datos.tsx';
import { PasoRequisitos } from './paso-requisitos.tsx';
import { Pasos } from './pasos.tsx';
import { SelectorFicheros } from './selector-ficheros.tsx';

export interface WizardProps {
  proceso: ProcesoWizard;
  listas: Listas;
  /** Staff registration (/solicitud/alta): responsible users, Demo flag, then go to the request. */
  staff?: boolean;
}

type Resultado = { Id: number; Referencia: string };

function nombreUbicacion(d: Draft): string {
  const name = (list: 'provincias' | 'municipios' | 'localidades', id: number | undefined) => {
    const url = listUrl(list, d.ubicacion);
    return (url && cachedList(DEFAULT_INSTANCIA, url)?.find((o) => o.Id === id)?.Nombre) || '';
  };
  return [
    name('localidades', d.ubicacion.localidadId),
    name('municipios', d.ubicacion.municipioId),
    name('provincias', d.ubicacion.provinciaId),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The four-step request: state, checks per step, persistence across reloads, the one submit. */
export function SolicitudWizard({ proceso, listas, staff = false }: WizardProps) {
  const [paso, setPaso] = useState(0);
  const [draft, setDraft] = useState<Draft>(draftVacio);
  const [files, setFiles] = useState<FicherosPorTipo>({});
  const [errors, setErrors] = useState<Errores>({});
  const [cargado, setCargado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [fallo, setFallo] = useState<string | null>(null);
  const [avisoFicheros, setAvisoFicheros] = useState(false);
  const [resultado, setResultado] = useState<Resultado | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Restore the draft of this process (fields, step, files) once, in the browser only.
  useEffect(() => {
    const saved = leerBorrador(proceso.Id, staff);
    if (saved) {
      setDraft(saved.draft);
      setPaso(Math.min(Math.max(saved.paso, 0), 3));
    }
    void leerFicheros(proceso.Id, staff).then((f) => {
      setFiles(f);
      setCargado(true);
    });
  }, [proceso.Id, staff]);

  useEffect(() => {
    if (cargado && !resultado) guardarBorrador(proceso.Id, staff, { paso, draft });
  }, [cargado, resultado, paso, draft, proceso.Id, staff]);

  // Focus follows the step: its heading, so screen readers announce where the user is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the step or the result changes
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [paso, resultado]);

  const ir = (n: number) => {
    moved.current = true;
    setPaso(n);
  };

  const patch = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  const patchPersona = (perfilId: number, p: Partial<PersonaDraft>) =>
    setDraft((d) => {
      const key = String(perfilId);
      return { ...d, perfiles: { ...d.perfiles, [key]: { ...(d.perfiles[key] ?? personaVacia()), ...p } } };
    });
  const clearErrors = (...paths: string[]) =>
    setErrors((e) => (paths.some((p) => p in e) ? Object.fromEntries(Object.entries(e).filter(([k]) => !paths.includes(k))) : e));

  // Functional update: two pickers may report files in the same tick.
  const setFicheros = (clave: string, list: File[]) => {
    setFiles((old) => ({ ...old, [clave]: list }));
    clearErrors(`ficheros.${clave}`);
  };
  useEffect(() => {
    if (cargado && !resultado) void guardarFicheros(proceso.Id, staff, files).then((ok) => setAvisoFicheros(!ok));
  }, [cargado, resultado, files, proceso.Id, staff]);

  /** Shows `e` on the step it belongs to and focuses its first field. */
  function mostrarErrores(e: Errores, enPaso: number) {
    setErrors(e);
    if (enPaso !== paso) ir(enPaso);
    requestAnimationFrame(() => {
      const first = Object.keys(e).find((k) => pasoDeCampo(k) === enPaso);
      const el =
        (first && (document.getElementById(campoId(first)) ?? document.querySelector<HTMLElement>(`[data-campo="${first}"]`))) ||
        null;
      (el ?? heading.current)?.focus();
    });
  }

  function siguiente() {
    const e = validarPaso(paso, proceso, draft, files, staff);
    if (Object.keys(e).length > 0) return mostrarErrores(e, paso);
    setErrors({});
    ir(paso + 1);
  }

  async function enviar() {
    // Every step again: a restored draft may hold data checked under other rules.
    for (let n = 0; n < 3; n++) {
      const e = validarPaso(n, proceso, draft, files, staff);
      if (Object.keys(e).length > 0) return mostrarErrores(e, n);
    }
    setEnviando(true);
    setFallo(null);
    try {
      const res = await fetch('/api/solicitudes', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'X-Instancia': DEFAULT_INSTANCIA },
        body: formData(proceso, draft, files, staff),
      });
      const body = (await res.json().catch(() => null)) as (Resultado & { errors?: Errores }) | null;
      if (res.status === 201 && body) {
        await borrarBorrador(proceso.Id, staff);
        if (staff) {
          window.location.assign(`/solicitudes/${body.Id}`);
          return;
        }
        moved.current = true;
        setResultado({ Id: body.Id, Referencia: body.Referencia });
        return;
      }
      const fieldErrors = body?.errors && typeof body.errors === 'object' ? body.errors : {};
      const keys = Object.keys(fieldErrors);
      if (res.status === 422 && keys.length > 0) {
        setFallo(errorMessage(body, res.status));
        return mostrarErrores(fieldErrors, Math.min(...keys.map(pasoDeCampo)));
      }
      setFallo(errorMessage(body, res.status));
    } catch {
      setFallo(errorMessage(null));
    } finally {
      setEnviando(false);
    }
  }

  if (resultado) {
    return (
      <section aria-labelledby="wizard-paso-titulo" className="space-y-4">
        <h2 id="wizard-paso-titulo" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {t.enviada}
        </h2>
        <FormMessage kind="success">
          {t.referencia}: <strong data-referencia>{resultado.Referencia}</strong>
        </FormMessage>
        <p className="text-slate-700">{t.enviadaTexto}</p>
        <a href="/procesosAbiertos" className="font-semibold text-brand underline">
          {t.nuevaSolicitud}
        </a>
      </section>
    );
  }

  const hayErrores = Object.keys(errors).length > 0;
  return (
    <div className="space-y-6">
      <Pasos actual={paso} />
      <form
        noValidate
        aria-labelledby="wizard-paso-titulo"
        className="space-y-6"
        onSubmit={(ev) => {
          ev.preventDefault();
          if (paso < 3) siguiente();
          else void enviar();
        }}
      >
        <h2 id="wizard-paso-titulo" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {t.pasoDe(paso + 1, 4)}: {t.pasos[paso]}
        </h2>
        {hayErrores ? <FormMessage kind="error">{t.corregir}</FormMessage> : null}
        {paso === 0 ? <PasoRequisitos draft={draft} errors={errors} onChange={patch} /> : null}
        {paso === 1 ? (
          <PasoDatos
            proceso={proceso}
            draft={draft}
            listas={listas}
            errors={errors}
            staff={staff}
            onChange={patch}
            onPersona={patchPersona}
            onClearErrors={clearErrors}
          />
        ) : null}
        {paso === 2 ? (
          <div className="grid gap-4">
            {avisoFicheros ? <FormMessage kind="info">{t.ficherosNoGuardados}</FormMessage> : null}
            {tiposAplicables(proceso, draft.ambitoId).length === 0 ? <p>{t.sinDocumentos}</p> : null}
            {tiposAplicables(proceso, draft.ambitoId).map((tf) => (
              <SelectorFicheros
                key={tf.Clave}
                tipo={tf}
                files={files[tf.Clave] ?? []}
                errors={errors[`ficheros.${tf.Clave}`]}
                onChange={(list) => setFicheros(tf.Clave, list)}
              />
            ))}
          </div>
        ) : null}
        {paso === 3 ? (
          <PasoConfirmar
            proceso={proceso}
            draft={draft}
            files={files}
            listas={listas}
            staff={staff}
            nombresUbicacion={nombreUbicacion(draft)}
            onIr={ir}
          />
        ) : null}
        <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
          {paso > 0 ? (
            <Button variant="secondary" onClick={() => ir(paso - 1)} disabled={enviando}>
              {t.anterior}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={enviando || !cargado} aria-busy={enviando || undefined}>
            {paso < 3 ? t.siguiente : enviando ? t.enviando : t.enviar}
          </Button>
        </div>
      </form>
      <ErrorBanner message={fallo} onClose={() => setFallo(null)} />
    </div>
  );
}
