// Server-only: the options of the requests list's selects.
import { and, asc, eq } from 'drizzle-orm';
import { ambitos } from '../../db/schema/catalogo.ts';
import { procesoAmbitos, procesos } from '../../db/schema/procesos.ts';
import type { DomainContext } from '../../domain/context.ts';
import { ALL_ROWS } from '../../domain/listing.ts';
import { listProcesos } from '../../domain/procesos/procesos.ts';
import { opcionesProvincias } from '../centros/filtros.tsx';
import type { Option } from '../ui/fields.tsx';

/**
 * Processes (request staff read them), the scopes some process offers (GET /ambitos needs
 * MANUALES, which request staff may lack, so they are read here from the processes' scopes)
 * and provinces.
 */
export async function opcionesFiltros(
  ctx: DomainContext,
): Promise<{ procesos: Option[]; ambitos: Option[]; provincias: Option[] }> {
  const [lista, filas, provincias] = await Promise.all([
    listProcesos(ctx, { query: ALL_ROWS }),
    ctx.db
      .selectDistinct({ id: ambitos.id, nombre: ambitos.nombre })
      .from(ambitos)
      .innerJoin(procesoAmbitos, eq(procesoAmbitos.ambitoId, ambitos.id))
      .innerJoin(procesos, eq(procesos.id, procesoAmbitos.procesoId))
      .where(and(eq(ambitos.instanciaId, ctx.instancia.id), eq(procesos.instanciaId, ctx.instancia.id)))
      .orderBy(asc(ambitos.nombre)),
    opcionesProvincias(ctx.db),
  ]);
  const procesosOpts = (lista.records as Array<{ Id: number; Codigo: string; Nombre: string }>).map((p) => ({
    value: p.Id,
    label: `${p.Codigo} · ${p.Nombre}`,
  }));
  return { procesos: procesosOpts, ambitos: filas.map((a) => ({ value: a.id, label: a.nombre })), provincias };
}
