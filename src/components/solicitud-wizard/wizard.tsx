'use client';

import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_INSTANCIA } from '../../domain/shared/instancia.ts';
import { solicitudWizard as t } from '../../i18n/solicitud-wizard.ts';
import { Button } from '../ui/button.tsx';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { FormMessage } from '../ui/form-controls.tsx';
import { borrarBorrador, guardarBorrador, guardarFicheros, leerBorrador, leerFicheros } from './borrador.ts';
import {
  campoId,
  completarFecha,
  type Draft,
  draftVacio,
  type Errores,
  type FicherosPorTipo,
  type Listas,
  type PersonaDraft,
  type ProcesoWizard,
  pasoDeCampo,
  personaVacia,
  tiposAplicables,
} from './modelo.ts';
import { PasoRequisitos } from './paso-requisitos.tsx';
import { Pasos } from './pasos.tsx';

interface WizardProps {
  proceso: ProcesoWizard;
  listas: Listas;
  /** Staff registration (/solicitud/alta): responsible users, Demo flag, then go to the request. */
  staff?: boolean;
}

type Resultado = { Id: number; Referencia: string };
type PasosSiguientes = typeof import('./pasos-siguientes.ts');

/** One fetch of steps 2 to 4 and the checks per page load; a failed one is tried again on next use. */
let pasosSiguientes: Promise<PasosSiguientes> | null = null;
function cargarPasosSiguientes() {
  pasosSiguientes ??= import('./pasos-siguientes.ts').catch((e) => {
    pasosSiguientes = null;
    throw e;
  });
  return pasosSiguientes;
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
  const [siguientes, setSiguientes] = useState<PasosSiguientes | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** Where the focus goes after the next render: a field's payload path, '' for the step's heading. */
  const foco = useRef<string | null>(null);
  // The submit button stays focusable while sending (a disabled button drops the focus to
  // <body>); this ref refuses a second submit and step changes until the answer arrives.
  const enviandoRef = useRef(false);

  // Steps 2 to 4 arrive after the first paint (their code is not part of the page's first load).
  useEffect(() => {
    cargarPasosSiguientes().then(setSiguientes, () => setFallo(t.sinConexion));
  }, []);

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

  // Focus follows the step: its heading, so screen readers announce where the user is; or,
  // after refused data, the first marked field. One effect for both, so neither overrides the other.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when the step, the result or the errors change
  useEffect(() => {
    const f = foco.current;
    if (f === null) return;
    const el = f ? (document.getElementById(campoId(f)) ?? document.querySelector<HTMLElement>(`[data-campo="${f}"]`)) : null;
    // A field of a step whose code is still arriving: this runs again when it has.
    if (!el && f && paso > 0 && !siguientes) return;
    foco.current = null;
    (el ?? heading.current)?.focus();
  }, [paso, resultado, errors, siguientes]);

  const ir = (n: number) => {
    if (enviandoRef.current) return;
    foco.current = '';
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
    if (enPaso !== paso) setPaso(enPaso);
    foco.current = Object.keys(e).find((k) => pasoDeCampo(k) === enPaso) ?? '';
  }

  async function siguiente() {
    // Enter in the date field submits without a blur: complete "1/9/2020" here too.
    const fecha = completarFecha(draft.fechaInicio);
    const d = fecha === draft.fechaInicio ? draft : { ...draft, fechaInicio: fecha };
    if (d !== draft) setDraft(d);
    const { validarPaso } = siguientes ?? (await cargarPasosSiguientes());
    const e = validarPaso(paso, proceso, d, files, staff);
    if (Object.keys(e).length > 0) return mostrarErrores(e, paso);
    setErrors({});
    setFallo(null);
    ir(paso + 1);
  }

  async function enviar() {
    if (enviandoRef.current) return;
    const { validarPaso, formData, campoConocido, errorMessage } = siguientes ?? (await cargarPasosSiguientes());
    if (enviandoRef.current) return;
    // Every step again: a restored draft may hold data checked under other rules.
    for (let n = 0; n < 3; n++) {
      const e = validarPaso(n, proceso, draft, files, staff);
      if (Object.keys(e).length > 0) return mostrarErrores(e, n);
    }
    enviandoRef.current = true;
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
        foco.current = '';
        setResultado({ Id: body.Id, Referencia: body.Referencia });
        return;
      }
      const fieldErrors = body?.errors && typeof body.errors === 'object' ? body.errors : {};
      if (res.status === 422 && Object.keys(fieldErrors).length > 0) {
        // Messages of fields the wizard shows go under them (on their step); the rest in the banner.
        const enCampos: Errores = {};
        const generales: string[] = [];
        for (const [k, msgs] of Object.entries(fieldErrors)) {
          if (campoConocido(k, proceso, draft, staff)) enCampos[k] = msgs;
          else generales.push(...msgs);
        }
        const campos = Object.keys(enCampos);
        if (generales.length > 0) setFallo([...new Set(generales)].join(' '));
        enviandoRef.current = false;
        if (campos.length > 0) mostrarErrores(enCampos, Math.min(...campos.map(pasoDeCampo)));
        return;
      }
      setFallo(errorMessage(body, res.status));
    } catch {
      setFallo(errorMessage(null));
    } finally {
      enviandoRef.current = false;
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
          if (paso < 3) siguiente().catch(() => setFallo(t.sinConexion));
          else enviar().catch(() => setFallo(t.sinConexion));
        }}
      >
        <h2 id="wizard-paso-titulo" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900">
          {t.pasoDe(paso + 1, 4)}: {t.pasos[paso]}
        </h2>
        {hayErrores ? <FormMessage kind="error">{t.corregir}</FormMessage> : null}
        {paso === 0 ? <PasoRequisitos draft={draft} errors={errors} staff={staff} onChange={patch} /> : null}
        {paso > 0 && !siguientes ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
            {t.cargandoPaso}
          </p>
        ) : null}
        {paso === 1 && siguientes ? (
          <siguientes.PasoDatos
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
        {paso === 2 && siguientes ? (
          <div className="grid gap-4">
            {avisoFicheros ? <FormMessage kind="info">{t.ficherosNoGuardados}</FormMessage> : null}
            {tiposAplicables(proceso, draft.ambitoId).length === 0 ? <p>{t.sinDocumentos}</p> : null}
            {tiposAplicables(proceso, draft.ambitoId).map((tf) => (
              <siguientes.SelectorFicheros
                key={tf.Clave}
                tipo={tf}
                files={files[tf.Clave] ?? []}
                errors={errors[`ficheros.${tf.Clave}`]}
                onChange={(list) => setFicheros(tf.Clave, list)}
              />
            ))}
          </div>
        ) : null}
        {paso === 3 && siguientes ? (
          <siguientes.PasoConfirmar proceso={proceso} draft={draft} files={files} listas={listas} staff={staff} onIr={ir} />
        ) : null}
        <ErrorBanner message={fallo} onClose={() => setFallo(null)} />
        <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
          {paso > 0 ? (
            <Button variant="secondary" onClick={() => ir(paso - 1)} disabled={enviando}>
              {t.anterior}
            </Button>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            disabled={!cargado}
            aria-disabled={enviando || undefined}
            aria-busy={enviando || undefined}
            className="aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {enviando ? <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
            {paso < 3 ? t.siguiente : enviando ? t.enviando : t.enviar}
          </Button>
        </div>
      </form>
    </div>
  );
}
