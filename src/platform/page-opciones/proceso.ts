import type { DomainContext } from '../../domain/context.ts';
import { ALL_ROWS } from '../../domain/listing.ts';
import { listFasesProyecto, listMediosNotificacion, listTiposHito } from '../../domain/lookups/catalogos.ts';
import { listPerfiles } from '../../domain/usuarios/perfiles.ts';
import { opcionesAmbitos, opcionesManuales } from './catalogo.ts';

interface OpcionesProceso {
  manuales: Array<{ value: string; label: string }>;
  perfiles: Array<{ value: string; label: string }>;
  fases: Array<{ value: string; label: string }>;
  tiposHito: Array<{ value: string; label: string }>;
  medios: Array<{ value: string; label: string }>;
  ambitos: Array<{ value: string; label: string }>;
}

/** The selects of the process page, read on the server from the lookups the API serves. */
export async function opcionesProceso(ctx: DomainContext): Promise<OpcionesProceso> {
  const [manuales, perfiles, fases, hitos, medios, ambitos] = await Promise.all([
    opcionesManuales(ctx),
    listPerfiles(ctx, { query: ALL_ROWS }),
    listFasesProyecto({ db: ctx.db, query: ALL_ROWS }),
    listTiposHito({ db: ctx.db, query: ALL_ROWS }),
    listMediosNotificacion({ db: ctx.db, query: ALL_ROWS }),
    opcionesAmbitos(ctx),
  ]);
  const claves = (p: { records: unknown[] }) =>
    (p.records as Array<{ Clave: string; Nombre: string }>).map((r) => ({ value: r.Clave, label: r.Nombre }));
  return {
    manuales: manuales.map((m) => ({ value: String(m.value), label: m.label })),
    perfiles: (perfiles.records as Array<{ Id: number; NombrePublico: string }>).map((p) => ({
      value: String(p.Id),
      label: p.NombrePublico,
    })),
    fases: claves(fases),
    tiposHito: claves(hitos),
    medios: claves(medios),
    ambitos: ambitos.map((a) => ({ value: String(a.value), label: a.label })),
  };
}
