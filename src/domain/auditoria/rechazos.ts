import { sql } from 'drizzle-orm';
import { auditoriaRechazos } from '../../db/schema/auditoria.ts';
import type { Db } from '../../db/types.ts';
import type { Actor, Clock } from '../context.ts';
import { minutoDe } from './cadena.ts';

export interface Rechazo {
  instanciaId: string;
  actor: Actor | null;
  /** 401 (no session) or 403 (no permission); a refused page is a 403 with a session. */
  accion: 'ACCESO_DENEGADO' | 'NO_AUTENTICADO';
  /** What was tried: "GET /api/usuarios" or the page path "/usuarios". */
  ruta: string;
  direccion: string | null;
  requestId: string | null;
}

/**
 * Counts a refused access (ADR 0015): refusals of one address, user, route and minute share
 * one counter, so a flood updates a row instead of filling the log; the sealer turns each
 * bucket into one chained entry once its minute has ended. A failure to record never turns
 * the refusal into an error.
 */
export async function registrarRechazo(db: Db, clock: Clock, r: Rechazo): Promise<void> {
  const now = clock.now();
  const minuto = minutoDe(now);
  const clave = [r.instanciaId, r.direccion ?? '', r.actor?.usuarioId ?? '', r.accion, r.ruta, minuto].join('|');
  try {
    await db
      .insert(auditoriaRechazos)
      .values({
        clave,
        instanciaId: r.instanciaId,
        minuto,
        fecha: now.toISOString(),
        usuarioId: r.actor?.usuarioId ?? null,
        usuarioNombre: r.actor?.nombre ?? null,
        accion: r.accion,
        ruta: r.ruta.slice(0, 300),
        direccion: r.direccion,
        requestId: r.requestId,
      })
      .onConflictDoUpdate({ target: auditoriaRechazos.clave, set: { veces: sql`${auditoriaRechazos.veces} + 1` } });
  } catch (e) {
    console.error('No se pudo registrar el acceso denegado', e);
  }
}
