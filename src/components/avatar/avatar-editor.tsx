'use client';

import { ImageUp, Trash2, Upload, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { ficheros as t } from '../../i18n/ficheros.ts';
import { Button, buttonVariants } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { checkAvatarFile, initialsOf } from './checks.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { deleteAvatar, ficheroUrl, uploadAvatar } from './upload.ts';

export interface AvatarEditorProps {
  /** The current avatar (the user's FicheroAvatarId), or null. */
  ficheroAvatarId: number | null;
  /** The user's full name: its initials stand in when there is no image. */
  nombre: string;
  /** Called after a successful upload (the new id) or removal (null). */
  onChange?: (ficheroAvatarId: number | null) => void;
  className?: string;
}

type Busy = 'idle' | 'checking' | 'uploading' | 'deleting';

/**
 * The profile image on /perfil: shows the current image (or initials), lets the user pick
 * a JPG/GIF/PNG of at most 1024 KB, previews it, and uploads it with progress after
 * confirming the replacement of an existing one; removal asks for confirmation too.
 */
export function AvatarEditor({ ficheroAvatarId, nombre, onChange, className }: AvatarEditorProps) {
  const [current, setCurrent] = useState(ficheroAvatarId);
  const [pending, setPending] = useState<{ file: File; url: string } | null>(null);
  const [busy, setBusy] = useState<Busy>('idle');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirm, setConfirm] = useState<'replace' | 'remove' | null>(null);
  const [brokenId, setBrokenId] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  useEffect(() => setCurrent(ficheroAvatarId), [ficheroAvatarId]);
  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => (pending ? URL.revokeObjectURL(pending.url) : undefined), [pending]);
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Reset so that choosing the same file again still fires a change.
    e.target.value = '';
    if (!file) return;
    setError(null);
    setBusy('checking');
    const problem = await checkAvatarFile(file);
    setBusy('idle');
    if (problem) {
      setPending(null);
      setError(problem);
      return;
    }
    setPending({ file, url: URL.createObjectURL(file) });
    setAnnouncement(t.seleccionada(file.name));
  };

  const upload = async () => {
    if (!pending) return;
    setConfirm(null);
    setBusy('uploading');
    setProgress(0);
    setAnnouncement(t.subiendo);
    const controller = new AbortController();
    abortRef.current = controller;
    const result = await uploadAvatar(pending.file, { onProgress: setProgress, signal: controller.signal });
    if (controller.signal.aborted) return;
    setBusy('idle');
    if (result.ok && result.ficheroId !== null) {
      setCurrent(result.ficheroId);
      setPending(null);
      setAnnouncement(t.guardada);
      onChange?.(result.ficheroId);
    } else {
      setError(result.message ?? t.errorSubida);
      setAnnouncement('');
    }
  };

  const remove = async () => {
    setConfirm(null);
    setBusy('deleting');
    setError(null);
    const result = await deleteAvatar();
    setBusy('idle');
    if (result.ok) {
      setCurrent(null);
      setAnnouncement(t.eliminada);
      onChange?.(null);
      inputRef.current?.focus();
    } else {
      setError(result.message ?? t.errorEliminar);
    }
  };

  const cancel = () => {
    setPending(null);
    setError(null);
    setAnnouncement('');
    inputRef.current?.focus();
  };

  const working = busy !== 'idle';
  const showImage = pending ? pending.url : current !== null && brokenId !== current ? ficheroUrl(current) : null;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <fieldset className={cn('flex flex-col gap-4 sm:flex-row sm:items-start', className)}>
      <legend className="mb-3 text-base font-semibold text-slate-900">{t.avatar}</legend>
      <div className="flex shrink-0 flex-col items-center gap-1">
        <div className="flex size-24 items-center justify-center overflow-hidden rounded-full border border-slate-300 bg-slate-100">
          {showImage ? (
            <img
              src={showImage}
              alt={pending ? t.vistaPrevia : t.avatarActual}
              width={96}
              height={96}
              className="size-full object-cover"
              onError={() => (pending ? undefined : setBrokenId(current))}
            />
          ) : (
            <span role="img" aria-label={t.sinAvatar} className="text-2xl font-semibold text-slate-700">
              {initialsOf(nombre)}
            </span>
          )}
        </div>
        {pending ? <span className="text-xs text-slate-700">{t.vistaPrevia}</span> : null}
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {/* The native control shows the browser's own words ("Choose File"), often not in
            Spanish: it stays in the page for keyboards and screen readers, visually hidden,
            and its label is the visible button. */}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept=".jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png"
          onChange={choose}
          disabled={working}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'secondary' }),
            'w-fit cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-2',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
          )}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {t.seleccionar}
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          {t.ayuda}
        </p>

        {pending ? (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => (current !== null ? setConfirm('replace') : upload())} disabled={working}>
              <Upload aria-hidden="true" className="size-4" />
              {t.subir}
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={working}>
              <X aria-hidden="true" className="size-4" />
              {t.cancelar}
            </Button>
          </div>
        ) : current !== null ? (
          <div>
            <Button variant="secondary" onClick={() => setConfirm('remove')} disabled={working}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t.eliminar}
            </Button>
          </div>
        ) : null}

        {busy === 'uploading' ? (
          <div className="flex items-center gap-2">
            <progress max={100} value={progress} aria-label={t.subiendo} className="h-2 w-full max-w-xs accent-brand" />
            <span className="text-sm tabular-nums text-slate-700">{progress} %</span>
          </div>
        ) : null}

        {error ? (
          <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
            {error}
          </p>
        ) : null}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>

      <ConfirmDialog
        open={confirm !== null}
        message={confirm === 'remove' ? t.confirmarEliminar : t.confirmarSustituir}
        onConfirm={confirm === 'remove' ? remove : upload}
        onCancel={() => setConfirm(null)}
      />
    </fieldset>
  );
}
