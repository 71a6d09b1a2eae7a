import type { Option } from '../ui/fields.tsx';
import { BoolFilter, DateFilter, ListFilters, SearchFilter, SelectFilter } from '../ui/list-filters.tsx';

// The filter bar of the management lists that filter by text, selects, yes/no and dates
// (/solicitudes, /proyectos): each list states its fields, this draws them in the same order,
// with the same ids (`{prefijo}-{id}`) and the URL's query names.

interface Base {
  /** Suffix of the element id: `{prefijo}-{id}`. */
  id: string;
  /** The query name (also the API's). */
  name: string;
}

type CampoFiltro =
  | (Base & { tipo: 'texto'; placeholder?: string })
  | (Base & {
      tipo: 'opciones';
      label: string;
      /** Null when too many for a drop-down (SelectFilter). */
      options: readonly Option[] | null;
      all?: string;
      /** The query name of the typed field that takes the drop-down's place when there are too many. */
      texto?: string;
    })
  | (Base & { tipo: 'booleano'; label: string })
  | (Base & { tipo: 'fecha'; label: string });

type ValoresFiltro = Record<string, string | number | undefined>;

/**
 * The process filter of the staff lists: a drop-down of processes, or past the drop-down limit the
 * typed field `procesoTexto` (a process's code or name; domain/procesos/filtro.ts).
 */
export function campoProceso(options: readonly Option[] | null, textos: { label: string; all: string }): CampoFiltro {
  return {
    tipo: 'opciones',
    id: 'proceso',
    name: 'procesoId',
    label: textos.label,
    all: textos.all,
    options,
    texto: 'procesoTexto',
  };
}

export function BarraFiltros(props: { action: string; prefijo: string; campos: readonly CampoFiltro[]; valores: ValoresFiltro }) {
  const valor = (name: string) => props.valores[name];
  const texto = (name: string) => String(valor(name) ?? '');
  return (
    <ListFilters action={props.action}>
      {props.campos.map((c) => {
        const id = `${props.prefijo}-${c.id}`;
        switch (c.tipo) {
          case 'texto':
            return <SearchFilter key={id} id={id} name={c.name} value={texto(c.name)} placeholder={c.placeholder} />;
          case 'opciones':
            return (
              <SelectFilter
                key={id}
                id={id}
                label={c.label}
                name={c.name}
                value={valor(c.name)}
                all={c.all}
                options={c.options}
                texto={c.texto ? { name: c.texto, value: texto(c.texto) } : undefined}
              />
            );
          case 'booleano':
            return <BoolFilter key={id} id={id} label={c.label} name={c.name} value={texto(c.name) as '' | 'true' | 'false'} />;
          default:
            return <DateFilter key={id} id={id} name={c.name} label={c.label} value={texto(c.name)} />;
        }
      })}
    </ListFilters>
  );
}
