// Server-only: the options of the requests list's selects.

import type { Option } from '../../components/ui/fields.tsx';
import type { DomainContext } from '../../domain/context.ts';
import { ALL_ROWS } from '../../domain/listing.ts';
import { listProcesos } from '../../domain/procesos/procesos.ts';
import { loadOpcionesFiltro } from '../../domain/shared/opciones-filtro.ts';
import { ambitosDeProcesos } from '../../domain/solicitudes/listado.ts';
import { opcionesProvincias } from './provincias.ts';

/** Processes (request staff read them; null when too many for a drop-down), the scopes some process offers, and provinces. */
export async function opcionesFiltros(
  ctx: DomainContext,
): Promise<{ procesos: Option[] | null; ambitos: Option[]; provincias: Option[] }> {
  const [lista, filas, provincias] = await Promise.all([
    loadOpcionesFiltro(
      async (limite) =>
        (await listProcesos(ctx, { query: { ...ALL_ROWS, registrosPorPagina: limite } })).records as Array<{
          Id: number;
          Codigo: string;
          Nombre: string;
        }>,
    ),
    ambitosDeProcesos(ctx),
    opcionesProvincias(ctx.db),
  ]);
  const procesosOpts = lista?.map((p) => ({ value: p.Id, label: `${p.Codigo} · ${p.Nombre}` })) ?? null;
  return { procesos: procesosOpts, ambitos: filas.map((a) => ({ value: a.id, label: a.nombre })), provincias };
}
