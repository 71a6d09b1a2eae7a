import { ESTADOS_SOLICITUD } from '../../db/schema/solicitudes.ts';
import { solicitudesApi } from '../../i18n/solicitudes.ts';
import { solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';
import { BarraFiltros, campoProceso } from '../shared/barra-filtros.tsx';
import type { Option } from '../ui/fields.tsx';

/** The status filter's choices: every status of a request, by name. */
const ESTADO_OPCIONES = ESTADOS_SOLICITUD.map((c) => ({ value: c, label: solicitudesApi.estadosNombre[c] ?? c }));

/** Filters of /solicitudes as the URL carries them (the API's query names). */

interface SolicitudesParams {
  texto: string;
  fechaDesde: string;
  fechaHasta: string;
  estadoClave: string;
  procesoId?: number;
  procesoTexto: string;
  ambitoId?: number;
  provinciaId?: number;
}

export function SolicitudesFiltros(props: {
  params: SolicitudesParams;
  procesos: Option[] | null;
  ambitos: Option[];
  provincias: Option[];
}) {
  const f = t.filtros;
  return (
    <BarraFiltros
      action="/solicitudes"
      prefijo="solicitudes"
      valores={{ ...props.params }}
      campos={[
        { tipo: 'texto', id: 'texto', name: 'texto', placeholder: f.texto },
        { tipo: 'opciones', id: 'estado', name: 'estadoClave', label: f.estado, all: f.todos, options: ESTADO_OPCIONES },
        campoProceso(props.procesos, { label: f.proceso, all: f.todos }),
        { tipo: 'opciones', id: 'ambito', name: 'ambitoId', label: f.ambito, all: f.todos, options: props.ambitos },
        { tipo: 'opciones', id: 'provincia', name: 'provinciaId', label: f.provincia, all: f.todas, options: props.provincias },
        { tipo: 'fecha', id: 'desde', name: 'fechaDesde', label: f.fechaDesde },
        { tipo: 'fecha', id: 'hasta', name: 'fechaHasta', label: f.fechaHasta },
      ]}
    />
  );
}
