import type { DomainContext } from '../../domain/context.ts';
import { ALL_ROWS } from '../../domain/listing.ts';
import { listSexos, listTiposDocumentoIdentidad } from '../../domain/lookups/catalogos.ts';
import { listProvincias } from '../../domain/lookups/geografia.ts';
import { listPerfiles } from '../../domain/usuarios/perfiles.ts';

/**
 * Options of the user form, read on the server from the same lookups /api/sexos,
 * /api/tiposDocumentoIdentidad and /api/provincias serve: the form opens complete.
 */
export async function usuarioFormOptions(ctx: DomainContext) {
  const [tipos, sexos, provincias, perfiles] = await Promise.all([
    listTiposDocumentoIdentidad({ db: ctx.db, query: ALL_ROWS }),
    listSexos({ db: ctx.db, query: ALL_ROWS }),
    listProvincias({ db: ctx.db, query: ALL_ROWS }),
    listPerfiles(ctx, { query: ALL_ROWS }),
  ]);
  const rows = <T>(p: { records: unknown[] }) => p.records as T[];
  return {
    tiposDocumento: rows<{ Clave: string; Nombre: string }>(tipos).map((r) => ({ value: r.Clave, label: r.Nombre })),
    sexos: rows<{ Id: number; Nombre: string }>(sexos).map((r) => ({ value: String(r.Id), label: r.Nombre })),
    provincias: rows<{ Id: number; Nombre: string }>(provincias).map((r) => ({ value: String(r.Id), label: r.Nombre })),
    perfiles: rows<{ Id: number; NombrePublico: string; General: boolean }>(perfiles),
  };
}
