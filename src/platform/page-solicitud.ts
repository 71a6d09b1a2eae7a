import type { Listas, Opcion, ProcesoWizard } from '../components/solicitud-wizard/modelo.ts';
import type { DatosSolicitud } from '../components/solicitud-wizard/pagina.tsx';
import type { Actor, DomainContext } from '../domain/context.ts';
import { ALL_ROWS } from '../domain/listing.ts';
import { listSexos, listTiposDocumentoIdentidad } from '../domain/lookups/catalogos.ts';
import { getProcesoAbierto, listProcesosAbiertos } from '../domain/procesos-abiertos/abiertos.ts';
import { listResponsables, type Responsable } from '../domain/solicitudes/responsables.ts';
import { solicitudWizard as t } from '../i18n/solicitud-wizard.ts';
import { pageDomainContext } from './page-context.ts';

// Server-only reads of the request wizard's pages (/solicitud, /solicitud/alta), through the
// same domain functions the API uses.

/**
 * Which process the wizard is for (from ?procesoId=, else the only open one, else the open ones
 * to choose from) and the lists its selects need; a notice when the asked process is not open.
 */
export async function loadPaginaSolicitud(
  actor: Actor | null,
  query: string | undefined,
  staff: boolean,
): Promise<DatosSolicitud> {
  const ctx = await pageDomainContext(actor);
  const raw = new URLSearchParams(query ?? '').get('procesoId');
  let procesoId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  let aviso: string | null = raw !== null && procesoId === null ? t.procesoNoAbierto : null;
  const abiertos = procesoId === null && !aviso ? await listProcesosAbiertos(ctx) : [];
  if (procesoId === null && abiertos.length === 1) procesoId = abiertos[0]?.Id ?? null;
  const proceso = procesoId === null ? null : await procesoWizard(ctx, procesoId);
  if (procesoId !== null && !proceso) aviso = t.procesoNoAbierto;
  const listas = proceso ? await listasWizard(ctx, staff) : null;
  return { abiertos, proceso, listas, aviso };
}

/** The open process for the wizard, or null (not open or not found: the page says so). */
async function procesoWizard(ctx: DomainContext, procesoId: number): Promise<ProcesoWizard | null> {
  return getProcesoAbierto(ctx, procesoId).catch(() => null);
}

const opciones = (rows: Responsable[]): Opcion[] => rows.map((r) => ({ value: String(r.Id), label: r.NombreCompleto }));

async function listasWizard(ctx: DomainContext, staff: boolean): Promise<Listas> {
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
