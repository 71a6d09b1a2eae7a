'use client';

import { type FormEvent, useId, useState } from 'react';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { ActionFeedback, DeleteButton, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { type Option, SelectField } from '../../ui/fields.tsx';
import { inputClass, TextField } from '../../ui/form-controls.tsx';
import { useRouter } from '../../ui/router.tsx';
import { ColorTag } from '../../ui/tag.tsx';

interface NombreFila {
  Id: number;
  Nombre: string;
  Color?: string;
  TipoClave?: string;
}

/**
 * Inline management of a short named list: packages (POST/PUT/DELETE /paquetes) or catalogue
 * tags (/etiquetas, with colour and type). Each row renames in place; deletion asks first.
 */
export function NombreListaEditor(props: {
  /** API collection: '/paquetes' or '/etiquetas'. */
  path: '/paquetes' | '/etiquetas';
  rows: NombreFila[];
  /** Tag types offered (tags only). */
  tipos?: Option[];
  disabled?: boolean;
  caption: string;
}) {
  const conColor = props.path === '/etiquetas';
  return (
    <div className="grid gap-4">
      {props.rows.length === 0 ? <p className="text-sm text-slate-700">{t.vacio}</p> : null}
      <ul className="grid gap-2" aria-label={props.caption}>
        {props.rows.map((r) => (
          <li key={r.Id}>
            <Fila path={props.path} row={r} conColor={conColor} disabled={props.disabled} />
          </li>
        ))}
      </ul>
      {props.disabled ? null : <Nueva path={props.path} conColor={conColor} tipos={props.tipos} />}
    </div>
  );
}

function payload(nombre: string, color: string, tipoClave: string | undefined, conColor: boolean) {
  return conColor ? { nombre: nombre.trim(), color, tipoClave } : { nombre: nombre.trim() };
}

function Fila({ path, row, conColor, disabled }: { path: string; row: NombreFila; conColor: boolean; disabled?: boolean }) {
  const base = useId();
  const router = useRouter();
  const action = useApiAction();
  const [nombre, setNombre] = useState(row.Nombre);
  const [color, setColor] = useState(row.Color ?? '#2563eb');
  const changed = nombre !== row.Nombre || (conColor && color !== row.Color);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!nombre.trim()) return;
    const res = await action.run('PUT', `${path}/${row.Id}`, payload(nombre, color, row.TipoClave, conColor), {
      success: t.guardado,
    });
    if (res.ok) await router.reload();
  }

  return (
    <form onSubmit={save} className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 p-2">
      {conColor ? <ColorTag color={row.Color}>{row.Nombre}</ColorTag> : null}
      <label htmlFor={`${base}-n`} className="sr-only">
        {t.nombreDe(row.Nombre)}
      </label>
      <input
        id={`${base}-n`}
        className={`${inputClass} max-w-xs`}
        value={nombre}
        disabled={disabled}
        required
        aria-invalid={action.fieldErrors.nombre?.length ? true : undefined}
        onChange={(e) => setNombre(e.target.value)}
      />
      {conColor ? (
        <>
          <label htmlFor={`${base}-c`} className="sr-only">
            {t.colorDe(row.Nombre)}
          </label>
          <input
            id={`${base}-c`}
            type="color"
            className="h-10 w-14 rounded border border-slate-400"
            value={color}
            disabled={disabled}
            onChange={(e) => setColor(e.target.value)}
          />
        </>
      ) : null}
      {disabled ? null : (
        <>
          <Button type="submit" size="sm" variant="secondary" disabled={!changed || action.busy}>
            {t.renombrar}
          </Button>
          <DeleteButton path={`${path}/${row.Id}`} label={t.eliminarFila(row.Nombre)} />
        </>
      )}
      <ActionFeedback action={action} />
    </form>
  );
}

function Nueva({ path, conColor, tipos }: { path: string; conColor: boolean; tipos?: Option[] }) {
  const base = useId();
  const router = useRouter();
  const action = useApiAction();
  const [nombre, setNombre] = useState('');
  const [color, setColor] = useState('#2563eb');
  const [tipo, setTipo] = useState(String(tipos?.[0]?.value ?? ''));
  const [error, setError] = useState<string[] | undefined>();

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!nombre.trim()) return setError([validacion.required]);
    const res = await action.run('POST', path, payload(nombre, color, tipo, conColor), { success: t.guardado });
    if (!res.ok) return;
    setNombre('');
    await router.reload();
  }

  return (
    <form noValidate onSubmit={add} className="flex flex-wrap items-end gap-3" aria-busy={action.busy || undefined}>
      <TextField
        id={`${base}-nombre`}
        label={t.nuevoNombre}
        value={nombre}
        maxLength={100}
        onChange={(e) => {
          setNombre(e.target.value);
          setError(undefined);
        }}
        errors={error ?? action.fieldErrors.nombre}
      />
      {conColor ? (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${base}-color`} className="text-sm font-semibold text-slate-900">
              {t.nuevoColor}
            </label>
            <input
              id={`${base}-color`}
              type="color"
              className="h-10 w-14 rounded border border-slate-400"
              value={color}
              onChange={(e) => setColor(e.target.value)}
            />
          </div>
          <SelectField
            id={`${base}-tipo`}
            label={t.tipo}
            placeholder={false}
            value={tipo}
            options={tipos ?? []}
            onChange={(e) => setTipo(e.target.value)}
          />
        </>
      ) : null}
      <Button type="submit" disabled={action.busy}>
        {t.anadir}
      </Button>
      <ActionFeedback action={action} />
    </form>
  );
}
