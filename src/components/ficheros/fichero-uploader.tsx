'use client';

/**
 * FicheroUploader: the files of one owner and one type, with upload (Uppy, POST /api/ficheros),
 * progress, view/download links and delete. Usage, e.g. the manual's file (one slot, MAN):
 *
 *   import { FicheroUploader } from '../../components/ficheros/fichero-uploader.tsx';
 *   <FicheroUploader
 *     id="manual-fichero"
 *     label="Fichero del manual"
 *     owner={{ manualId: manual.Id }}          // the owner must exist already
 *     tipoClave="MAN"
 *     maxFiles={1}                              // one slot: a new file replaces it after confirmation
 *     existing={manual.Fichero ? [manual.Fichero] : []}   // FicheroRef { Id, NombreFisico, Kb }
 *     onChange={(files) => setFichero(files[0] ?? null)}
 *   />
 *
 * Uploads start as soon as files are chosen (after the checks below and, for a full single
 * slot, the replacement confirmation). The checks mirror the server's: type by content and
 * extension, FICHERO_MAX_BYTES (or `maxBytes`), 100-character names, `maxFiles` per owner and type.
 * For read-only display use FicheroLista from ./fichero-lista.tsx (server-safe).
 */
import { Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TipoFicheroClave } from '../../db/schema/ficheros.ts';
import { ACCEPT_ADMITIDOS, FICHERO_MAX_BYTES, FICHEROS_MAX_POR_PETICION } from '../../domain/ficheros/limites.ts';
import { ficheros as t } from '../../i18n/ficheros.ts';
import { ConfirmDialog } from '../avatar/confirm-dialog.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmButton, ErrorBanner } from '../ui/feedback.tsx';
import { checkFichero, extensionesDeTipo } from './checks.ts';
import { FicheroItem, type FicheroRef } from './fichero-lista.tsx';
import { deleteFicheroCall, type FicheroOwner, uploadFicheros } from './upload.ts';

export type { FicheroRef } from './fichero-lista.tsx';
export type { FicheroOwner } from './upload.ts';

interface FicheroUploaderProps {
  /** Exactly one owner id (manualId now; proyectoId, solicitudId, acreditacionId when registered). */
  owner: FicheroOwner;
  tipoClave: TipoFicheroClave;
  /** Files already stored for this owner and type. */
  existing: FicheroRef[];
  /** Called with the whole list after every upload or delete. */
  onChange?: (files: FicheroRef[]) => void;
  /** Files of this type the owner may hold (default 10; 1 = a single slot that is replaced). */
  maxFiles?: number;
  /** Per-file limit in bytes (default and maximum FICHERO_MAX_BYTES). */
  maxBytes?: number;
  /** This document type's formats (e.g. a process file type's "PDF"); default every admitted one. */
  extensiones?: readonly string[];
  /** Visible name of the control. */
  label: string;
  id?: string;
  hint?: string;
  /** Show the files without add or delete. */
  readOnly?: boolean;
}

const sameIds = (a: FicheroRef[], b: FicheroRef[]) => a.length === b.length && a.every((f, i) => f.Id === b[i]?.Id);

export function FicheroUploader(props: FicheroUploaderProps) {
  const maxFiles = Math.max(1, props.maxFiles ?? FICHEROS_MAX_POR_PETICION);
  const maxBytes = Math.min(props.maxBytes ?? FICHERO_MAX_BYTES, FICHERO_MAX_BYTES);
  const propias = props.extensiones?.length ? extensionesDeTipo(props.extensiones) : [];
  const formatos = propias.length > 0 ? propias.map((e) => e.toUpperCase()).join(', ') : undefined;
  const autoId = useId();
  const id = props.id ?? `fichero-${autoId}`;
  const hintId = `${id}-ayuda`;
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<FicheroRef[]>(props.existing);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState<File[] | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = progress !== null;

  // A parent that reloads its record passes new files: take them when they change (not on
  // every render, which would undo an upload while the parent's reload is still on its way).
  const lastExisting = useRef(props.existing);
  useEffect(() => {
    if (sameIds(lastExisting.current, props.existing)) return;
    lastExisting.current = props.existing;
    setFiles(props.existing);
  }, [props.existing]);

  const update = (next: FicheroRef[]) => {
    setFiles(next);
    props.onChange?.(next);
  };

  async function send(chosen: File[]) {
    setProgress(0);
    setStatus(t.subiendoFicheros);
    // Uppy's progress events are throttled and may arrive after the upload has ended.
    let finished = false;
    const outcome = await uploadFicheros({
      files: chosen,
      owner: props.owner,
      tipoClave: props.tipoClave,
      onProgress: (p) => {
        if (!finished) setProgress(p);
      },
    });
    finished = true;
    setProgress(null);
    if (!outcome.ok) {
      setStatus(null);
      setError(outcome.message);
      return;
    }
    const added = chosen.map((f, i) => ({ Id: outcome.ids[i] as number, NombreFisico: f.name, Kb: Math.floor(f.size / 1024) }));
    // A single slot is replaced on the server; the list follows.
    update(maxFiles === 1 ? added.slice(0, 1) : [...files, ...added]);
    setStatus(t.ficherosGuardados(added.length));
  }

  async function choose(list: File[]) {
    setError(null);
    setStatus(null);
    if (list.length === 0 || busy) return;
    if (maxFiles === 1 && list.length > 1) return setError(t.soloUnoDelTipo(props.tipoClave));
    if (list.length > FICHEROS_MAX_POR_PETICION) return setError(t.demasiadosFicheros(FICHEROS_MAX_POR_PETICION));
    if (maxFiles > 1 && files.length + list.length > maxFiles) return setError(t.demasiadosDelTipo(maxFiles, props.tipoClave));
    for (const file of list) {
      const problem = await checkFichero(file, maxBytes, propias);
      if (problem) return setError(problem);
    }
    if (maxFiles === 1 && files.length > 0) return setPending(list);
    await send(list);
  }

  async function remove(f: FicheroRef) {
    setError(null);
    const problem = await deleteFicheroCall(f.Id);
    if (problem) return setError(problem);
    update(files.filter((x) => x.Id !== f.Id));
    setStatus(t.ficheroEliminado);
  }

  const full = maxFiles > 1 && files.length >= maxFiles;
  const buttonText = maxFiles === 1 ? (files.length > 0 ? t.sustituirFichero : t.anadirFichero) : t.anadirFicheros;

  return (
    <div className="space-y-3" data-fichero-uploader={id}>
      <div id={`${id}-etiqueta`} className="text-base font-semibold text-slate-900">
        {props.label}
      </div>
      {files.length > 0 ? (
        <ul aria-labelledby={`${id}-etiqueta`} className="divide-y divide-slate-200 rounded-md border border-slate-200 px-3">
          {files.map((f) => (
            <FicheroItem
              key={f.Id}
              fichero={f}
              actions={
                props.readOnly ? null : (
                  <ConfirmButton
                    question={t.confirmarEliminar}
                    onConfirm={() => remove(f)}
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={t.eliminarFichero(f.NombreFisico)}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    {t.eliminarCorto}
                  </ConfirmButton>
                )
              }
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t.sinFicherosGuardados}</p>
      )}

      {props.readOnly ? null : (
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the button is the accessible way
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            void choose([...e.dataTransfer.files]);
          }}
          className={`rounded-md border-2 border-dashed p-4 ${dragging ? 'border-sky-600 bg-sky-50' : 'border-slate-300'}`}
        >
          <input
            ref={input}
            id={id}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            multiple={maxFiles > 1}
            accept={propias.length > 0 ? propias.map((e) => `.${e}`).join(',') : ACCEPT_ADMITIDOS.join(',')}
            onChange={(e) => {
              const list = [...(e.target.files ?? [])];
              e.target.value = '';
              void choose(list);
            }}
          />
          <Button
            type="button"
            variant="secondary"
            disabled={busy || full}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden="true" className="h-4 w-4" />
            {buttonText}
          </Button>
          <p id={hintId} className="mt-2 text-sm text-slate-600">
            {props.hint ?? t.ayudaFicheros(maxFiles, formatos, Math.floor(maxBytes / 1024))}
            {full ? ` ${t.limiteAlcanzado(maxFiles)}` : ''}
          </p>
          {busy ? (
            <progress max={100} value={progress ?? 0} aria-label={t.progreso} className="mt-3 h-2 w-full accent-sky-700" />
          ) : null}
        </div>
      )}

      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {status}
      </p>
      <ErrorBanner message={error} onClose={() => setError(null)} />
      {/* Only a single slot ever asks to replace its file. */}
      {maxFiles === 1 ? (
        <ConfirmDialog
          open={pending !== null}
          message={t.confirmarSustituirFichero(files[0]?.NombreFisico ?? '')}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            const chosen = pending;
            setPending(null);
            if (chosen) void send(chosen);
          }}
        />
      ) : null}
    </div>
  );
}
