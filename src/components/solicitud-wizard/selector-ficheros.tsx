'use client';

import type Uppy from '@uppy/core';
import { Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { solicitudWizardPasos as tp } from '../../i18n/solicitud-wizard-pasos.ts';
import { checkFichero, extensionesDeTipo } from '../ficheros/checks.ts';
import { Button } from '../ui/button.tsx';
import { FieldErrors } from '../ui/fields.tsx';
import { maxBytes, maxFicheros, type TipoFicheroWizard } from './modelo.ts';

/**
 * The files of one process file type, chosen but not sent: the wizard sends every file in one
 * multipart POST at the end. Each picker has its own Uppy instance with the type's restrictions
 * (number, size, extensions) and Uppy's Spanish messages; our checks (../ficheros/checks.ts, the
 * server's own rules, texts in KB) run first. Uppy is loaded on first use only.
 */
export function SelectorFicheros(props: {
  tipo: TipoFicheroWizard;
  files: File[];
  onChange: (files: File[]) => void;
  errors?: readonly string[];
}) {
  const { tipo, files } = props;
  const id = `ficheros-${tipo.Clave}`;
  const input = useRef<HTMLInputElement>(null);
  const uppy = useRef<Uppy | null>(null);
  const ids = useRef(new WeakMap<File, string>());
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const max = maxFicheros(tipo);
  const bytes = maxBytes(tipo);
  // The API lists them upper-case ("PDF"); none listed means every format the site admits (as the server).
  const extensiones = extensionesDeTipo(tipo.Extensiones);

  useEffect(() => () => uppy.current?.destroy(), []);

  /** The type's Uppy, holding the files already chosen so its count restriction is right. */
  async function instancia(): Promise<Uppy> {
    if (uppy.current) return uppy.current;
    const [{ default: UppyCore }, { default: es_ES }] = await Promise.all([
      import('@uppy/core'),
      import('@uppy/locales/lib/es_ES'),
    ]);
    const u = new UppyCore({
      id: `solicitud-${tipo.Clave}`,
      locale: es_ES,
      autoProceed: false,
      restrictions: {
        maxNumberOfFiles: max,
        maxFileSize: bytes,
        allowedFileTypes: extensiones.map((e) => `.${e}`),
      },
    });
    uppy.current = u;
    for (const f of files) añadirAUppy(u, f);
    return u;
  }

  function añadirAUppy(u: Uppy, f: File): void {
    const uppyId = u.addFile({ name: f.name, type: f.type, data: f, source: 'Local' });
    ids.current.set(f, uppyId);
  }

  async function elegir(list: File[]) {
    setError(null);
    setStatus(null);
    if (list.length === 0) return;
    if (files.length + list.length > max) return setError(tp.demasiados(max));
    for (const f of list) {
      // The same document twice is a slip (the picker was opened again), not two documents.
      if ([...files, ...list.slice(0, list.indexOf(f))].some((x) => x.name === f.name && x.size === f.size)) {
        return setError(tp.yaElegido(f.name));
      }
      const problema = await checkFichero(f, bytes, extensiones);
      if (problema) return setError(problema);
    }
    const u = await instancia();
    const added: File[] = [];
    try {
      for (const f of list) {
        añadirAUppy(u, f);
        added.push(f);
      }
    } catch (err) {
      // Uppy refused one (restriction or duplicate): undo this choice as a whole.
      for (const f of added) {
        const uppyId = ids.current.get(f);
        if (uppyId) u.removeFile(uppyId);
      }
      return setError(err instanceof Error ? err.message : String(err));
    }
    props.onChange([...files, ...added]);
    setStatus(tp.ficheroAnadido(added.length));
  }

  function quitar(f: File) {
    const uppyId = ids.current.get(f);
    if (uppyId && uppy.current?.getFile(uppyId)) uppy.current.removeFile(uppyId);
    props.onChange(files.filter((x) => x !== f));
    setError(null);
    setStatus(tp.ficheroQuitado(f.name));
    // The focused "Quitar" button disappears with its row: keep the keyboard user in this picker.
    requestAnimationFrame(() => document.getElementById(`${id}-elegir`)?.focus());
  }

  const limites = tp.limites(Math.floor(bytes / 1024), max, extensiones.map((e) => e.toUpperCase()).join(', '));
  const mensajes = [...(error ? [error] : []), ...(props.errors ?? [])];
  return (
    <section aria-labelledby={`${id}-titulo`} className="space-y-2 rounded-md border border-slate-300 p-4">
      <h3 id={`${id}-titulo`} className="text-lg font-semibold text-slate-900">
        {tipo.Nombre}
      </h3>
      {tipo.Descripcion ? <p className="text-sm text-slate-700">{tipo.Descripcion}</p> : null}
      <p id={`${id}-ayuda`} className="text-sm text-slate-700">
        {limites}
      </p>
      {files.length > 0 ? (
        <ul aria-label={tipo.Nombre} className="divide-y divide-slate-200 rounded-md border border-slate-200 px-3">
          {files.map((f) => (
            <li key={`${f.name}-${f.size}-${f.lastModified}`} className="flex items-center justify-between gap-2 py-2">
              <span className="min-w-0 text-sm text-slate-900 [overflow-wrap:anywhere]">
                {f.name} ({Math.floor(f.size / 1024)} KB)
              </span>
              <Button variant="ghost" size="sm" aria-label={tp.quitar(f.name)} onClick={() => quitar(f)}>
                <Trash2 aria-hidden="true" className="h-4 w-4" />
                {tp.quitarCorto}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{tp.sinFicheros}</p>
      )}
      <input
        ref={input}
        id={id}
        data-tipo-fichero={tipo.Clave}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        multiple={max > 1}
        accept={extensiones.map((e) => `.${e}`).join(',')}
        onChange={(e) => {
          const list = [...(e.target.files ?? [])];
          e.target.value = '';
          void elegir(list);
        }}
      />
      <Button
        id={`${id}-elegir`}
        variant="secondary"
        disabled={files.length >= max}
        aria-describedby={[`${id}-ayuda`, mensajes.length ? `${id}-error` : ''].filter(Boolean).join(' ')}
        data-campo={`ficheros.${tipo.Clave}`}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden="true" className="h-4 w-4" />
        {tp.elegirFicheros(tipo.Nombre)}
      </Button>
      <p role="status" aria-live="polite" className="text-sm text-slate-700">
        {status}
      </p>
      <FieldErrors id={id} errors={mensajes} />
    </section>
  );
}
