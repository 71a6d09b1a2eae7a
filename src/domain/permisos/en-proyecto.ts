import { and, eq } from 'drizzle-orm';
import { perfiles, perfilPermisos, usuarioPerfiles } from '../../db/schema/identidad.ts';
import type { Actor, DomainContext } from '../context.ts';
import { PREFIJO_PERSONAS, porPeticion } from '../shared/memo-peticion.ts';
import type { Permiso } from './levels.ts';
import { filaDePerfil, type PerfilRegistros, type SujetoRegistros } from './registros.ts';
import { type FilaPermiso, perfilCuentaEnProyectos, permisosDeFilas } from './usuario.ts';

// Everything a project's gates ask about the actor, from one read of the profiles they hold
// for the project and globally, kept for the rest of the request (ADR 0042): the permissions
// within the project (the keys' rules), the rows of the records' table (registros.ts), whether
// they are on the project's team at all (404 or 403), and the profiles held for the project
// itself (who manages a phase). Each gate used to read its own part again.

/** The actor's standing in one project. */
interface PerfilesEnProyecto {
  /** The permissions within the project: global profiles plus those held for it, under the active profile type. */
  permisos: Permiso[];
  /** The records' table rows held in the project, under the active profile type (a super administrator: every cell). */
  sujeto: SujetoRegistros;
  /** Whether the actor holds any profile for the project itself (a member: refused with 403, an outsider 404). */
  miembro: boolean;
  /** Keys of the profiles held for the project itself, in this instance, whatever their type. */
  perfilesDelProyecto: ReadonlySet<string>;
}

type Quien = Pick<Actor, 'usuarioId' | 'esSuperAdmin' | 'tipoPerfil'>;

/** The actor's standing in project `proyectoId`, read once per request. */
export function perfilesEnProyecto(
  ctx: Pick<DomainContext, 'db' | 'instancia' | 'memo'>,
  actor: Quien,
  proyectoId: number,
): Promise<PerfilesEnProyecto> {
  return porPeticion(ctx, claveDe(ctx, actor, proyectoId), () =>
    loadPerfilesEnProyecto(ctx, actor, [proyectoId]).then(([p]) => p as PerfilesEnProyecto),
  );
}

const claveDe = (ctx: Pick<DomainContext, 'instancia'>, actor: Quien, proyectoId: number) =>
  `${PREFIJO_PERSONAS}${ctx.instancia.id}:${actor.usuarioId}:${actor.tipoPerfil ?? ''}:${proyectoId}`;

/**
 * The actor's standing in each of `proyectoIds`, read in one statement and kept on the request
 * as perfilesEnProyecto keeps it, so that a page gating many projects at once (the areas'
 * project switcher) pays one read instead of one per project. Without a memo it keeps nothing.
 */
export async function loadPerfilesEnProyectos(
  ctx: Pick<DomainContext, 'db' | 'instancia' | 'memo'>,
  actor: Quien,
  proyectoIds: readonly number[],
): Promise<void> {
  const memo = ctx.memo;
  if (!memo) return;
  const nuevos = [...new Set(proyectoIds)].filter((id) => !memo.tiene(claveDe(ctx, actor, id)));
  if (nuevos.length === 0) return;
  const leidos = loadPerfilesEnProyecto(ctx, actor, nuevos);
  nuevos.forEach((id, i) => {
    const suyo = leidos.then((p) => p[i] as PerfilesEnProyecto);
    // A failed read is answered by the await below; the kept copies must not count as unhandled.
    suyo.catch(() => undefined);
    memo.de(claveDe(ctx, actor, id), () => suyo);
  });
  await leidos;
}

async function loadPerfilesEnProyecto(
  ctx: Pick<DomainContext, 'db' | 'instancia'>,
  actor: Quien,
  proyectoIds: readonly number[],
): Promise<PerfilesEnProyecto[]> {
  // Within a project, a project profile counts only when held for that project: one held for
  // the whole system (how accounts were seeded before projects existed) opens none.
  const todas = await ctx.db
    .select({
      perfilId: perfiles.id,
      clave: perfiles.clave,
      tipoClave: perfiles.tipoClave,
      instanciaId: perfiles.instanciaId,
      proyectoId: usuarioPerfiles.proyectoId,
      permiso: perfilPermisos.permisoClave,
      escritura: perfilPermisos.escritura,
    })
    .from(usuarioPerfiles)
    .innerJoin(perfiles, eq(perfiles.id, usuarioPerfiles.perfilId))
    .leftJoin(perfilPermisos, eq(perfilPermisos.perfilId, perfiles.id))
    .where(and(eq(usuarioPerfiles.usuarioId, actor.usuarioId), perfilCuentaEnProyectos(proyectoIds)));
  return proyectoIds.map((proyectoId) => {
    // The statement read the global profiles (no project) and those of every project asked.
    const rows = todas.filter((r) => r.proyectoId === null || r.proyectoId === proyectoId);
    const concedidos: FilaPermiso[] = [];
    for (const r of rows) {
      if (r.permiso !== null)
        concedidos.push({ clave: r.permiso, escritura: r.escritura ?? false, proyectoId: r.proyectoId, tipoClave: r.tipoClave });
    }
    const enInstancia = rows.filter((r) => r.instanciaId === ctx.instancia.id);
    return {
      permisos: permisosDeFilas(concedidos, actor.tipoPerfil).todos,
      sujeto: sujetoDe(actor, enInstancia),
      miembro: rows.some((r) => r.proyectoId === proyectoId),
      perfilesDelProyecto: new Set(enInstancia.filter((r) => r.proyectoId === proyectoId).map((r) => r.clave)),
    };
  });
}

/** The table's rows of the profiles held, under the profile type the user works as now (all types when none of its profiles is held). */
function sujetoDe(actor: Quien, rows: readonly { clave: string; tipoClave: string }[]): SujetoRegistros {
  if (actor.esSuperAdmin) return { esSuperAdmin: true, perfiles: [] };
  const activos =
    actor.tipoPerfil && rows.some((r) => r.tipoClave === actor.tipoPerfil)
      ? rows.filter((r) => r.tipoClave === actor.tipoPerfil)
      : rows;
  const filas = new Set<PerfilRegistros>();
  for (const r of activos) {
    const fila = filaDePerfil(r);
    if (fila) filas.add(fila);
  }
  return { esSuperAdmin: false, perfiles: [...filas] };
}
