import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { calendarioTokens } from '../../db/schema/calendario.ts';
import { usuarioPerfiles, usuarios } from '../../db/schema/identidad.ts';
import { autoevaluaciones } from '../../db/schema/proyectos.ts';
import { tareasApi as t } from '../../i18n/autoevaluacion-plan.ts';
import { OCULTO } from '../auditoria/cambios.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import { type AutoevaluacionBase, loadAutoevaluacionBase } from '../autoevaluacion/carga.ts';
import { faseDeRegistro, sujetoEnProyecto } from '../autoevaluacion/registros.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { actorFor } from '../identidad/actor.ts';
import { hashToken, newToken } from '../identidad/tokens.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import { nivelRegistro, registroEn, type SujetoRegistros } from '../permisos/registros.ts';
import { puede, requireRegla, SESION } from '../permisos/regla.ts';
import { permisosEnProyecto } from '../proyectos/acceso.ts';
import { type EventoCalendario, eventosDe } from './calendario.ts';

// The private calendar feed: one secret URL per user (docs in the planning ADR notes).
// - The token is 256 random bits given once; only its SHA-256 is stored, so it cannot be
//   shown again: the page shows it right after generating, and a lost one is replaced.
// - Generating replaces the user's row (the old URL stops working at once); revoking deletes it.
// - A password change, a reset or a deactivation deletes it too (identidad/sesiones.ts,
//   revokeCalendarFeeds); reactivating the account does not restore it.
// - The feed is per user, not per self-assessment: one subscription carries every
//   self-assessment of every project in which the user holds, today, a profile with
//   AE_APORTACION (the calendar's permission). Membership is read on every fetch, so a user
//   who leaves a project stops receiving its events on the next refresh.
// - Each record's tasks appear only where the user may read them (the records' table).

export interface EstadoSuscripcion {
  Activo: boolean;
  /** When the current URL was generated (ISO), or null. */
  Fecha: string | null;
}

/** GET yo/calendario: whether the user has a live feed URL (the URL itself is never stored). */
export async function getSuscripcion(ctx: DomainContext): Promise<EstadoSuscripcion> {
  const actor = requireRegla(ctx.actor, SESION);
  const [row] = await ctx.db
    .select({ creadoEn: calendarioTokens.creadoEn })
    .from(calendarioTokens)
    .where(and(eq(calendarioTokens.instanciaId, ctx.instancia.id), eq(calendarioTokens.usuarioId, actor.usuarioId)));
  return { Activo: row !== undefined, Fecha: row?.creadoEn ?? null };
}

/** POST yo/calendario: a new secret for the user, revoking the previous one; returns the token (once). */
export async function generarSuscripcion(ctx: DomainContext): Promise<{ token: string; Fecha: string }> {
  const actor = requireRegla(ctx.actor, SESION);
  const token = newToken();
  const fecha = ctx.clock.now().toISOString();
  const previo = await getSuscripcion(ctx);
  const mine = and(eq(calendarioTokens.instanciaId, ctx.instancia.id), eq(calendarioTokens.usuarioId, actor.usuarioId));
  await commit(ctx, [
    ctx.db.delete(calendarioTokens).where(mine),
    ctx.db
      .insert(calendarioTokens)
      .values({ instanciaId: ctx.instancia.id, usuarioId: actor.usuarioId, tokenHash: hashToken(token), creadoEn: fecha }),
    auditar({
      accion: previo.Activo ? 'MODIFICAR' : 'CREAR',
      entidad: 'calendarioSuscripcion',
      entidadId: actor.usuarioId,
      cambios: [{ Campo: 'Token', Antes: previo.Activo ? OCULTO : null, Despues: OCULTO }],
    }),
  ]);
  return { token, Fecha: fecha };
}

/** DELETE yo/calendario: the URL stops working. */
export async function revocarSuscripcion(ctx: DomainContext): Promise<void> {
  const actor = requireRegla(ctx.actor, SESION);
  if (!(await getSuscripcion(ctx)).Activo) return;
  await commit(ctx, [
    ctx.db
      .delete(calendarioTokens)
      .where(and(eq(calendarioTokens.instanciaId, ctx.instancia.id), eq(calendarioTokens.usuarioId, actor.usuarioId))),
    auditar({
      accion: 'REVOCAR',
      entidad: 'calendarioSuscripcion',
      entidadId: actor.usuarioId,
      cambios: [{ Campo: 'Token', Antes: OCULTO, Despues: null }],
    }),
  ]);
}

/**
 * The events behind a feed token: 404 for an unknown or revoked token or an inactive
 * account. Reads as the token's user, with that user's permissions in each project today.
 */
export async function eventosDeSuscripcion(ctx: DomainContext, token: string): Promise<EventoCalendario[]> {
  if (!/^[\w-]{20,100}$/.test(token)) throw new AppError(404, t.enlaceNoValido);
  const [row] = await ctx.db
    .select({ usuarioId: calendarioTokens.usuarioId })
    .from(calendarioTokens)
    .where(and(eq(calendarioTokens.tokenHash, hashToken(token)), eq(calendarioTokens.instanciaId, ctx.instancia.id)));
  const [usuario] = row
    ? await ctx.db
        .select()
        .from(usuarios)
        .where(and(eq(usuarios.id, row.usuarioId), eq(usuarios.activo, true)))
    : [];
  if (!usuario) throw new AppError(404, t.enlaceNoValido);
  const actor = await actorFor(ctx.db, usuario);
  const como = { ...ctx, actor };
  const proyectos = await ctx.db
    .selectDistinct({ proyectoId: usuarioPerfiles.proyectoId })
    .from(usuarioPerfiles)
    .where(and(eq(usuarioPerfiles.usuarioId, usuario.id), isNotNull(usuarioPerfiles.proyectoId)));
  const permitidos: number[] = [];
  for (const { proyectoId } of proyectos) {
    const permisos = await permisosEnProyecto(como, actor, proyectoId as number);
    if (puede({ esSuperAdmin: false, permisos }, AUTOEVALUACION.aportacion)) permitidos.push(proyectoId as number);
  }
  if (permitidos.length === 0) return [];
  const ids = await ctx.db
    .select({ id: autoevaluaciones.id })
    .from(autoevaluaciones)
    .where(and(inArray(autoevaluaciones.proyectoId, permitidos), eq(autoevaluaciones.instanciaId, ctx.instancia.id)));
  const autos: AutoevaluacionBase[] = [];
  for (const { id } of ids) {
    const a = await loadAutoevaluacionBase(ctx.db, ctx.instancia.id, id);
    if (a) autos.push(a);
  }
  // Tasks are records of the table of src/domain/permisos/registros.ts: those of an evaluation
  // not yet published are its team's alone, so the centre's feed never carries them (the
  // milestones, the record's dates, stay: the area's frame shows them too).
  const sujetos = new Map<number, SujetoRegistros>();
  const conTareas = new Set<number>();
  for (const a of autos) {
    let sujeto = sujetos.get(a.proyectoId);
    if (!sujeto) {
      sujeto = await sujetoEnProyecto(ctx, actor, a.proyectoId);
      sujetos.set(a.proyectoId, sujeto);
    }
    if (nivelRegistro(sujeto, await faseDeRegistro(ctx.db, a), registroEn(a.faseTipo, 'tareas')) !== 'none') conTareas.add(a.id);
  }
  return (await eventosDe(como, autos)).filter((e) => !e.Tarea || conTareas.has(e.AutoevaluacionId));
}
