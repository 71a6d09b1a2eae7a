import type { ReactNode } from 'react';
import { listas as t } from '../../i18n/listas.ts';
import { buttonVariants } from './button.tsx';
import type { Option } from './fields.tsx';
import { inputClass } from './form-controls.tsx';
import { LIMPIAR_PARAM } from './list-memory.ts';
import { RememberListQuery } from './list-memory-client.tsx';

/**
 * The filter bar of a list page: a GET form to the page itself, so filters end up in the URL
 * and work without JavaScript. Put SearchFilter / SelectFilter / BoolFilter inside. It also
 * remembers the list's query for 2 days (list-memory.ts; the page calls restoreListQuery), and
 * "Limpiar" forgets it.
 */
export function ListFilters({ action, children }: { action: string; children: ReactNode }) {
  return (
    <search>
      <form
        method="get"
        action={action}
        className="grid gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 md:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]"
      >
        {children}
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonVariants({ variant: 'primary' })}>
            {t.filtrar}
          </button>
          <a href={`${action}?${LIMPIAR_PARAM}=1`} className={buttonVariants({ variant: 'ghost' })}>
            {t.limpiar}
          </a>
        </div>
      </form>
      <RememberListQuery path={action} />
    </search>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      {children}
    </div>
  );
}

export function SearchFilter(props: { id: string; label?: string; name?: string; value: string; placeholder?: string }) {
  return (
    <Labelled id={props.id} label={props.label ?? t.buscar}>
      <input
        id={props.id}
        name={props.name ?? 'texto'}
        type="search"
        defaultValue={props.value}
        placeholder={props.placeholder}
        className={inputClass}
      />
    </Labelled>
  );
}

export function SelectFilter(props: {
  id: string;
  label: string;
  name: string;
  value: string | number | undefined;
  /**
   * Null when there are too many to choose from (src/domain/shared/opciones-filtro.ts): no
   * drop-down, and the value in the address kept. With `texto`, a typed field under that query
   * name takes its place; without, a hint says the list's text search finds them.
   */
  options: readonly Option[] | null;
  /** Text of the "no filter" option. */
  all?: string;
  /** `ayuda`: the hint under the typed field, where "code or name" does not fit (people have no code). */
  texto?: { name: string; value: string; ayuda?: string };
}) {
  const elegido = props.value !== undefined && props.value !== '' && (
    <input type="hidden" name={props.name} value={props.value} />
  );
  if (props.options === null && props.texto) {
    const ayuda = `${props.id}-ayuda`;
    return (
      <Labelled id={props.id} label={props.label}>
        <input
          id={props.id}
          name={props.texto.name}
          type="search"
          defaultValue={props.texto.value}
          aria-describedby={ayuda}
          className={inputClass}
        />
        <p id={ayuda} className="text-sm text-slate-600">
          {props.texto.ayuda ?? t.demasiadasOpcionesEscriba}
        </p>
        {elegido}
      </Labelled>
    );
  }
  if (props.options === null) {
    return (
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-slate-900">{props.label}</span>
        <p id={props.id} className="text-sm text-slate-600">
          {t.demasiadasOpciones}
        </p>
        {elegido}
      </div>
    );
  }
  return (
    <Labelled id={props.id} label={props.label}>
      <select id={props.id} name={props.name} defaultValue={props.value ?? ''} className={inputClass}>
        <option value="">{props.all ?? t.todos}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** Yes / no / all, for boolean filters such as esencial or publico. */
export function BoolFilter(props: { id: string; label: string; name: string; value: '' | 'true' | 'false' }) {
  return (
    <SelectFilter
      id={props.id}
      label={props.label}
      name={props.name}
      value={props.value}
      options={[
        { value: 'true', label: t.si },
        { value: 'false', label: t.no },
      ]}
    />
  );
}

/** A day filter (e.g. a registration range): the native date input sends yyyy-mm-dd, which the lists read. */
export function DateFilter(props: { id: string; name: string; label: string; value: string }) {
  return (
    <Labelled id={props.id} label={props.label}>
      <input id={props.id} name={props.name} type="date" defaultValue={props.value} className={inputClass} />
    </Labelled>
  );
}
