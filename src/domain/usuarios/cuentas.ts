import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { usuarios } from '../../db/schema/identidad.ts';
import { sexos } from '../../db/schema/lookups.ts';
import type { DomainContext } from '../context.ts';
import { columnasNombre, nombreCompleto } from '../identidad/actor.ts';

/** An account as a mail about it needs it: its address, its full name and treatment (the greeting). */
export interface CuentaAviso {
  id: number;
  email: string;
  activo: boolean;
  /** Full name. */
  nombre: string;
  tratamiento: string | null;
}

/** The accounts of this instance that `donde` selects (internal: callers check access). */
async function cuentas(ctx: Pick<DomainContext, 'db' | 'instancia'>, donde: SQL): Promise<CuentaAviso[]> {
  const rows = await ctx.db
    .select({
      id: usuarios.id,
      email: usuarios.email,
      activo: usuarios.activo,
      ...columnasNombre,
      tratamiento: sexos.tratamiento,
    })
    .from(usuarios)
    .leftJoin(sexos, eq(sexos.id, usuarios.sexoId))
    .where(and(eq(usuarios.instanciaId, ctx.instancia.id), donde));
  return rows.map((r) => ({ id: r.id, email: r.email, activo: r.activo, nombre: nombreCompleto(r), tratamiento: r.tratamiento }));
}

/** The accounts that hold these addresses (stored lower-case). */
export const loadCuentasPorEmail = (ctx: Pick<DomainContext, 'db' | 'instancia'>, emails: readonly string[]) =>
  emails.length === 0 ? Promise.resolve([]) : cuentas(ctx, inArray(usuarios.email, [...emails]));

/** The account with this id in this instance, or undefined. */
export const loadCuentaAviso = async (ctx: Pick<DomainContext, 'db' | 'instancia'>, id: number) =>
  (await cuentas(ctx, eq(usuarios.id, id)))[0];
