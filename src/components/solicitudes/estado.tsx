// Types only from the schema: the tags also render in the browser (components/solicitudes/solicitudes-tabla.tsx).
import type { EstadoSolicitud } from '../../db/schema/solicitudes.ts';
import { solicitudesGestionUi as t } from '../../i18n/solicitudes-gestion.ts';
import { StatusTag, type Tone } from '../ui/tag.tsx';

/** Palette role of a request's status (the tag says it in words too). */
const toneSolicitud = (clave: string): Tone => (clave === 'ACE' ? 'positivo' : clave === 'NO_ACE' ? 'negativo' : 'pendiente');

/** Pendiente / Aceptada / No aceptada. */
export function EstadoTag({ estado }: { estado: { Clave: EstadoSolicitud | string; Nombre: string } }) {
  return <StatusTag tone={toneSolicitud(estado.Clave)}>{estado.Nombre}</StatusTag>;
}

export function DemoTag() {
  return <StatusTag tone="progreso">{t.demo}</StatusTag>;
}
