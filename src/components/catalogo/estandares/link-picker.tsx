'use client';

import { useId, useState } from 'react';
import { catalogoEstandares as t } from '../../../i18n/catalogo-estandares.ts';
import { listas } from '../../../i18n/listas.ts';
import { ActionFeedback, useApiAction } from '../../ui/api-action.tsx';
import { Button } from '../../ui/button.tsx';
import { FieldErrors } from '../../ui/fields.tsx';
import { inputClass } from '../../ui/form-controls.tsx';
import { useRouter } from '../../ui/router.tsx';

interface PickerOption {
  value: number;
  label: string;
  /** Optional colour dot (tags). */
  color?: string | null;
}

/**
 * A checkbox list that replaces one link set with a reasignar call (POST `path` with
 * `{ [field]: ids }`). Long lists get a filter box; the fieldset's legend names the set.
 */
export function LinkPicker(props: {
  legend: string;
  path: string;
  field: string;
  options: PickerOption[];
  selected: number[];
  disabled?: boolean;
  empty?: string;
}) {
  const base = useId();
  const router = useRouter();
  const action = useApiAction();
  const [chosen, setChosen] = useState<Set<number>>(new Set(props.selected));
  const [filtro, setFiltro] = useState('');
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const visible = filtro ? props.options.filter((o) => fold(o.label).includes(fold(filtro))) : props.options;

  function toggle(value: number, on: boolean) {
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(value);
      else next.delete(value);
      return next;
    });
  }

  async function save() {
    // Keep the order of the options (pruebas are stored in the order given).
    const ids = props.options.map((o) => o.value).filter((v) => chosen.has(v));
    const res = await action.run('POST', props.path, { [props.field]: ids }, { success: t.guardado });
    if (res.ok) await router.reload();
  }

  // Each control is disabled by itself, not through the fieldset: everything in a disabled
  // fieldset counts as disabled to assistive checks (axe), the list's own focus stop included.
  const bloqueado = props.disabled || action.busy;
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{props.legend}</legend>
      {props.options.length === 0 ? (
        <p className="text-sm text-slate-700">{props.empty ?? t.ninguno}</p>
      ) : (
        <>
          {props.options.length > 8 ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${base}-filtro`} className="text-sm font-semibold text-slate-900">
                {`${listas.buscar}: ${props.legend.toLowerCase()}`}
              </label>
              <input
                id={`${base}-filtro`}
                type="search"
                value={filtro}
                onChange={(e) => setFiltro(e.target.value)}
                disabled={bloqueado}
                className={inputClass}
              />
            </div>
          ) : null}
          {/* The list scrolls past 18 rem. Read-only, its checkboxes take no focus, so the list
              itself is the focus stop a keyboard user scrolls with the arrows (WCAG 2.1.1). */}
          <ul
            className="grid max-h-72 gap-1 overflow-y-auto sm:grid-cols-2"
            {...(props.disabled ? { tabIndex: 0, 'aria-label': props.legend } : {})}
          >
            {visible.map((o) => (
              <li key={o.value}>
                <label className="inline-flex items-start gap-2 text-sm text-slate-900">
                  <input
                    type="checkbox"
                    checked={chosen.has(o.value)}
                    onChange={(e) => toggle(o.value, e.target.checked)}
                    disabled={bloqueado}
                    className="mt-0.5 h-6 w-6 accent-brand"
                  />
                  {o.color ? (
                    <span
                      aria-hidden="true"
                      className="mt-1 inline-block h-3 w-3 rounded-full"
                      style={{ backgroundColor: o.color }}
                    />
                  ) : null}
                  {o.label}
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
      <FieldErrors id={`${base}-lista`} errors={action.fieldErrors[props.field]} />
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={save} disabled={bloqueado}>
          {action.busy ? t.guardando : `${t.estandares.guardarRelaciones}: ${props.legend.toLowerCase()}`}
        </Button>
      </div>
      <ActionFeedback action={action} />
    </fieldset>
  );
}
