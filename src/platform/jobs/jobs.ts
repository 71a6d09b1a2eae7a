import { lt } from 'drizzle-orm';
import { optimizeDatabase } from '#db-driver';
import { ejecucionesProgramadas } from '../../db/schema/index.ts';
import { expireInvitaciones } from '../../domain/invitaciones/expire.ts';
import { deliverPending } from '../mail/sender.ts';
import { registerJob } from './registry.ts';
import './acreditaciones.ts';
import './auditoria.ts';
import './recordatorios.ts';
import './subsanaciones.ts';

// The foundation's own job. Later issues register theirs in their own modules and import
// them here, so one list names everything the cron runs.

/** Drops run records of jobs that no longer exist (renamed or removed) after 30 days. */
registerJob({
  nombre: 'limpiar-ejecuciones',
  descripcion: 'Elimina registros de tareas programadas sin actividad en 30 días',
  async run({ db, clock }) {
    const limit = new Date(clock.now().getTime() - 30 * 24 * 3600 * 1000).toISOString();
    // auditoria: técnica (job run records)
    const result = await db.delete(ejecucionesProgramadas).where(lt(ejecucionesProgramadas.ultimaEjecucion, limit)).returning({
      tarea: ejecucionesProgramadas.tarea,
    });
    return `${result.length} registros antiguos eliminados`;
  },
});

/** Keeps SQLite's query planner statistics fresh (cheap; runs every tick: src/db/statistics.ts). */
registerJob({
  nombre: 'optimizar-base-de-datos',
  descripcion: 'Actualiza las estadísticas del planificador de consultas',
  async run({ db }) {
    // auditoria: técnica (planner statistics)
    return optimizeDatabase(db);
  },
});

/** Invitations not confirmed within 48 hours expire; before the mail job. */
registerJob({
  nombre: 'caducar-invitaciones',
  descripcion: 'Caduca las invitaciones pendientes con más de 48 horas',
  async run({ db, clock }) {
    return `${await expireInvitaciones({ db, clock })} invitaciones caducadas`;
  },
});

/** Sends the outbox through Resend and retries failures with backoff; without a key mail stays queued. */
registerJob({
  nombre: 'enviar-correos',
  descripcion: 'Envía los correos pendientes de la bandeja de salida',
  async run({ db, clock, env }) {
    const r = await deliverPending({ db, clock, env });
    return r.sinProveedor
      ? 'sin RESEND_API_KEY: los correos quedan en la bandeja de salida'
      : `${r.enviados} enviados, ${r.fallidos} fallidos`;
  },
});
