import type { Pendientes } from '../../domain/mis-proyectos/pendientes.ts';
import { avisosDe } from './avisos.ts';
import { PendientesLista } from './pendientes-lista.tsx';
import type { ProyectoEleccion } from './proyecto-tarjeta.tsx';

/**
 * What needs the person in `proyecto`, once `lectura` (read for the whole page at once) has
 * arrived: the chooser's cards show a loading line until then.
 */
export async function PendientesDe(props: {
  lectura: Promise<Map<number, Pendientes | null>>;
  proyecto: ProyectoEleccion;
  usuarioId: number;
  puedeAbrir: (href: string) => boolean;
}) {
  const pendientes = (await props.lectura).get(props.proyecto.Id);
  return <PendientesLista avisos={pendientes ? avisosDe(props.proyecto, pendientes, props.usuarioId, props.puedeAbrir) : []} />;
}
