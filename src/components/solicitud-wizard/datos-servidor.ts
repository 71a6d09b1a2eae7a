import type { DomainContext } from '../../domain/context.ts';
import { ALL_ROWS } from '../../domain/listing.ts';
import { listSexos, listTiposDocumentoIdentidad } from '../../domain/lookups/catalogos.ts';
import { getProcesoAbierto } from '../../domain/procesos-abiertos/abiertos.ts';
import { listResponsables, type Responsable } from '../../domain/solicitudes/responsables.ts';
import type { Listas, Opcion, ProcesoWizard } from './modelo.ts';

// Server-only reads of the wizard pages, through the same domain functions the API uses.

/** The open process for the wizard, or null (not open or not found: the page says so). */
export async function procesoWizard(ctx: DomainContext, procesoId: number): Promise<ProcesoWizard | null> {
  return getProcesoAbierto(ctx, procesoId).catch(() => null);
}

const opciones = (rows: Responsable[]): Opcion[] => rows.map((r) => ({ value: String(r.Id), label: r.NombreCompleto }));

export async function listasWizard(ctx: DomainContext, staff: boolean): Promise<Listas> {
  const [sexos, tipos] = await Promise.all([
    listSexos({ db: ctx.db, query: ALL_ROWS }),
    listTiposDocumentoIdentidad({ db: ctx.db, query: ALL_ROWS }),
  ]);
  const listas: Listas = {
    sexos: (sexos.records as unknown as Array<{ Id: number; Nombre: string; Tratamiento?: string | null }>).map((s) => ({
      value: String(s.Id),
      label: s.Tratamiento ? `${s.Tratamiento} (${s.Nombre})` : s.Nombre,
    })),
    tiposDocumento: (tipos.records as unknown as Array<{ Clave: string; Nombre: string }>).map((d) => ({
      value: d.Clave,
      label: d.Nombre,
    })),
  };
  if (staff) {
    const [tutores, administrativos] = await Promise.all([
      listResponsables(ctx, 'GEST_PROY'),
      listResponsables(ctx, 'GEST_SOLIC'),
    ]);
    listas.tutores = opciones(tutores);
    listas.administrativos = opciones(administrativos);
  }
  return listas;
}
