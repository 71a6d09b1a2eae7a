import { and, eq, sql } from 'drizzle-orm';
import { manuales } from '../../db/schema/catalogo.ts';
import { perfiles } from '../../db/schema/identidad.ts';
import { fasesProyecto, mediosNotificacion, tiposHito } from '../../db/schema/lookups.ts';
import { procesos } from '../../db/schema/procesos.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import type { DomainContext } from '../context.ts';
import { distinct, requireCodigoLibre, unknownIds, unprocessable } from '../shared/comun.ts';

// Checks of what a process payload names (manual, profiles, phases, lookups): 422 on the field
// when it is unknown or of another instance. Shared by the form calls and the import.

export async function validateManualRef(ctx: DomainContext, manualId: number) {
  const [m] = await ctx.db
    .select({ id: manuales.id })
    .from(manuales)
    .where(and(eq(manuales.id, manualId), eq(manuales.instanciaId, ctx.instancia.id)));
  if (!m) unprocessable({ manualId: [t.manualNoExiste] });
}

export async function validatePerfiles(ctx: DomainContext, ids: number[], field = 'perfiles') {
  const bad = await unknownIds(ctx.db, perfiles.id, perfiles, distinct(ids), eq(perfiles.instanciaId, ctx.instancia.id));
  if (bad.length > 0) unprocessable({ [field]: bad.map(t.perfilNoExiste) });
}

const claveExiste = async (
  ctx: DomainContext,
  table: typeof fasesProyecto | typeof tiposHito | typeof mediosNotificacion,
  clave: string,
) => (await ctx.db.select({ c: table.clave }).from(table).where(eq(table.clave, clave))).length > 0;

export async function validateFase(ctx: DomainContext, clave: string, field = 'faseProyectoClave') {
  if (!(await claveExiste(ctx, fasesProyecto, clave))) unprocessable({ [field]: [t.faseNoExiste(clave)] });
}

export async function validatePlantillaRefs(
  ctx: DomainContext,
  p: {
    tipoHitoClave?: string | null;
    medioNotificacionClave: string;
    perfilId?: number | null;
    faseProyectoClave?: string | null;
  },
) {
  const errors: Record<string, string[]> = {};
  if (p.tipoHitoClave && !(await claveExiste(ctx, tiposHito, p.tipoHitoClave))) errors.tipoHitoClave = [t.tipoHitoNoExiste];
  if (!(await claveExiste(ctx, mediosNotificacion, p.medioNotificacionClave))) errors.medioNotificacionClave = [t.medioNoExiste];
  if (p.faseProyectoClave && !(await claveExiste(ctx, fasesProyecto, p.faseProyectoClave)))
    errors.faseProyectoClave = [t.faseNoExiste(p.faseProyectoClave)];
  if (p.perfilId) {
    const bad = await unknownIds(ctx.db, perfiles.id, perfiles, [p.perfilId], eq(perfiles.instanciaId, ctx.instancia.id));
    if (bad.length) errors.perfilId = bad.map(t.perfilNoExiste);
  }
  if (Object.keys(errors).length) unprocessable(errors);
}

/** 409 when another process of the instance has the code. */
export const requireCodigoProcesoLibre = (ctx: DomainContext, codigo: string, exceptId?: number) =>
  requireCodigoLibre(ctx.db, {
    table: procesos,
    scope: eq(procesos.instanciaId, ctx.instancia.id),
    codigo,
    exceptId,
    message: t.codigoRepetido,
  });

/** SQL naming a process by its code: rows written in the same batch as the process point at it. */
export const procesoIdPorCodigo = (ctx: DomainContext, codigo: string) =>
  sql`(select ${procesos.id} from ${procesos} where ${procesos.instanciaId} = ${ctx.instancia.id} and ${procesos.codigo} = ${codigo})`;
