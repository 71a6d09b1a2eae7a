import type { LecturaAvisos } from '../../domain/mis-proyectos/avisos-lectura.ts';
import { avisosDe } from './avisos.ts';
import { PendientesLista } from './pendientes-lista.tsx';
import type { ProyectoEleccion } from './proyecto-tarjeta.tsx';

/**
 * What needs the person in `proyecto`, once `lectura` (read for the whole page at once) has
 * arrived: the chooser's cards show a loading line until then.
 */
export async function PendientesDe(props: {
  lectura: Promise<LecturaAvisos>;
  proyecto: ProyectoEleccion;
  usuarioId: number;
  puedeAbrir: (href: string) => boolean;
}) {
  const { pendientes, enlaces } = await props.lectura;
  const suyos = pendientes.get(props.proyecto.Id);
  return <PendientesLista avisos={suyos ? avisosDe(props.proyecto, suyos, props.usuarioId, props.puedeAbrir, enlaces) : []} />;
}
