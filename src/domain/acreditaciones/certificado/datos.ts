import { and, eq, type SQL } from 'drizzle-orm';
import {
  acreditaciones,
  ambitos,
  centros,
  instancias,
  municipios,
  procesos,
  provincias,
  proyectos,
} from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';

/** An accreditation with what its certificate and its verification state, in one read. */
export async function loadAcreditacionCertificado(db: Db, instanciaId: string, where: SQL) {
  const [row] = await db
    .select({
      id: acreditaciones.id,
      codigo: acreditaciones.codigo,
      csv: acreditaciones.csv,
      fechaPublicacion: acreditaciones.fechaPublicacion,
      fechaVigencia: acreditaciones.fechaVigencia,
      fechaRevocacion: acreditaciones.fechaRevocacion,
      fechaSuspension: acreditaciones.fechaSuspension,
      nivelNombre: acreditaciones.nivelNombre,
      ficheroPublicoId: acreditaciones.ficheroPublicoId,
      ficheroPrivadoId: acreditaciones.ficheroPrivadoId,
      marca: instancias.nombre,
      proyectoCodigo: proyectos.codigo,
      centro: centros.nombre,
      municipio: municipios.nombre,
      provincia: provincias.nombre,
      proceso: procesos.nombre,
      ambito: ambitos.nombre,
    })
    .from(acreditaciones)
    .innerJoin(proyectos, eq(proyectos.id, acreditaciones.proyectoId))
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .innerJoin(procesos, eq(procesos.id, proyectos.procesoId))
    .innerJoin(instancias, eq(instancias.id, acreditaciones.instanciaId))
    .leftJoin(ambitos, eq(ambitos.id, proyectos.ambitoId))
    .leftJoin(municipios, eq(municipios.id, centros.municipioId))
    .leftJoin(provincias, eq(provincias.id, centros.provinciaId))
    .where(and(eq(acreditaciones.instanciaId, instanciaId), where))
    .limit(1);
  return row ?? null;
}

type AcreditacionLeida = NonNullable<Awaited<ReturnType<typeof loadAcreditacionCertificado>>>;

/** "Municipality (Province)", or whichever of the two is known. */
export function localidadDe(a: Pick<AcreditacionLeida, 'municipio' | 'provincia'>): string | null {
  if (a.municipio && a.provincia && a.municipio !== a.provincia) return `${a.municipio} (${a.provincia})`;
  return a.municipio ?? a.provincia ?? null;
}
