import type { OpcionesRegistro } from '../../../domain/acreditaciones/registro-filtros.ts';
import { registroUi as t } from '../../../i18n/acreditaciones-registro.ts';
import { BarraFiltros } from '../../shared/barra-filtros.tsx';

/** Filters of /acreditaciones/publico as the URL carries them (the public API's query names). */
export const FILTROS_REGISTRO = {
  texto: 'texto',
  provinciaId: 'id',
  municipioId: 'id',
  ambitoId: 'id',
} as const;

interface RegistroParams {
  texto: string;
  provinciaId?: number;
  municipioId?: number;
  ambitoId?: number;
}

const opciones = (refs: OpcionesRegistro['Provincias']) => refs.map((r) => ({ value: String(r.Id), label: r.Nombre }));

/**
 * A GET form, so it works without JavaScript: the municipalities offered are those of the
 * province in the URL (choose a province, search, then a municipality).
 */
export function RegistroFiltros({ params, opciones: o }: { params: RegistroParams; opciones: OpcionesRegistro }) {
  return (
    <BarraFiltros
      action="/acreditaciones/publico"
      prefijo="registro"
      valores={{ ...params }}
      campos={[
        { tipo: 'texto', id: 'texto', name: 'texto', placeholder: t.buscar },
        {
          tipo: 'opciones',
          id: 'provincia',
          name: 'provinciaId',
          label: t.provincia,
          all: t.todas,
          options: opciones(o.Provincias),
        },
        ...(o.Municipios.length > 0
          ? [
              {
                tipo: 'opciones' as const,
                id: 'municipio',
                name: 'municipioId',
                label: t.municipio,
                all: t.todos,
                options: opciones(o.Municipios),
              },
            ]
          : []),
        { tipo: 'opciones', id: 'ambito', name: 'ambitoId', label: t.ambito, all: t.todos, options: opciones(o.Ambitos) },
      ]}
    />
  );
}
