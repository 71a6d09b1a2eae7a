import { and, asc, between, eq, isNotNull, like, notExists, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { sexos } from '../../db/schema/lookups.ts';
import { plantillasNotificacion, procesos } from '../../db/schema/procesos.ts';
import { autoevaluaciones, notificacionesEnviadas, proyectos } from '../../db/schema/proyectos.ts';
import { centros, solicitudes, solicitudPerfiles } from '../../db/schema/solicitudes.ts';
import type { Db } from '../../db/types.ts';
import { registrosConProyecto } from '../shared/uniones.ts';
import { ventanaHitos } from './calculo.ts';

// The reads of the reminders job: which templates take part, which projects are due for one
// (milestone inside the catch-up window and not yet in the ledger) and who receives it.

/** Only projects in progress get reminders: finished (FIN) or cancelled (CANCEL) ones have no deadlines left. */
export const ESTADO_PROYECTO_ACTIVO = 'CURSO';

/** The ledger key of a project ('PRY:<id>'; requests would use 'SOL:<id>'). */
export const destinoProyecto = (proyectoId: number) => `PRY:${proyectoId}`;

export type Plantilla = Awaited<ReturnType<typeof plantillasActivas>>[number];

/**
 * Active e-mail templates with a milestone. Templates with medium APP are not e-mail: the
 * in-app notices have no inbox yet, so they are skipped here (not marked as sent either,
 * so a future in-app sender can still pick them up).
 */
export function plantillasActivas(db: Db) {
  return db
    .select({
      id: plantillasNotificacion.id,
      instanciaId: plantillasNotificacion.instanciaId,
      procesoId: plantillasNotificacion.procesoId,
      procesoNombre: procesos.nombre,
      asunto: plantillasNotificacion.asunto,
      cuerpo: plantillasNotificacion.cuerpo,
      tipoHitoClave: plantillasNotificacion.tipoHitoClave,
      dias: plantillasNotificacion.dias,
      perfilId: plantillasNotificacion.perfilId,
      faseProyectoClave: plantillasNotificacion.faseProyectoClave,
      direccionesEmail: plantillasNotificacion.direccionesEmail,
    })
    .from(plantillasNotificacion)
    .innerJoin(procesos, eq(procesos.id, plantillasNotificacion.procesoId))
    .where(
      and(
        eq(plantillasNotificacion.activo, true),
        eq(plantillasNotificacion.medioNotificacionClave, 'EMAIL'),
        isNotNull(plantillasNotificacion.tipoHitoClave),
      ),
    )
    .orderBy(asc(plantillasNotificacion.id));
}

/**
 * The self-assessment date each milestone type refers to. auto_presen ("Presentación de la
 * evaluación") is the opening date (fechaApertura) of the project's evaluation rows (phases of
 * type EVA): the day the evaluation phase is presented to the centre, as the demo template
 * "Comienza la evaluación de su centro" (auto_presen, 0 days, phase EVA-INI) expects.
 */
function hitoDe(tipoHitoClave: string): { columna: SQLiteColumn; extra?: SQL } | null {
  switch (tipoHitoClave) {
    case 'auto_ini':
      return { columna: autoevaluaciones.fechaInicio };
    case 'auto_limite':
      return { columna: autoevaluaciones.fechaLimite };
    case 'auto_fin':
      return { columna: autoevaluaciones.fechaFin };
    case 'auto_visita':
      return { columna: autoevaluaciones.fechaVisita };
    case 'auto_presen':
      return { columna: autoevaluaciones.fechaApertura, extra: like(autoevaluaciones.faseClave, 'EVA-%') };
    default:
      return null; // a milestone type added later: no date known yet, nothing to send
  }
}

export type Candidato = Awaited<ReturnType<typeof candidatos>>[number];

/**
 * Projects of the template's process that are in progress (and in the template's phase, when it
 * names one) with a milestone date in the window that fires today, minus those the ledger already
 * has. A project with two self-assessments on the same date yields one row (same ledger key).
 */
export async function candidatos(db: Db, plantilla: Plantilla, hoy: string) {
  const hito = hitoDe(plantilla.tipoHitoClave ?? '');
  if (!hito) return [];
  const { desde, hasta } = ventanaHitos(hoy, plantilla.dias ?? 0);
  const destino = sql<string>`'PRY:' || ${proyectos.id}`;
  return registrosConProyecto(
    db,
    {
      proyectoId: proyectos.id,
      proyectoCodigo: proyectos.codigo,
      solicitudId: proyectos.solicitudId,
      referencia: solicitudes.referencia,
      centro: centros.nombre,
      hitoFecha: sql<string>`${hito.columna}`,
    },
    { distinct: true },
  )
    .innerJoin(solicitudes, eq(solicitudes.id, proyectos.solicitudId))
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .where(
      and(
        eq(proyectos.procesoId, plantilla.procesoId),
        eq(proyectos.instanciaId, plantilla.instanciaId),
        eq(proyectos.estadoClave, ESTADO_PROYECTO_ACTIVO),
        plantilla.faseProyectoClave ? eq(proyectos.faseClave, plantilla.faseProyectoClave) : undefined,
        between(hito.columna, desde, hasta),
        hito.extra,
        notExists(
          db
            .select({ one: sql`1` })
            .from(notificacionesEnviadas)
            .where(
              and(
                eq(notificacionesEnviadas.plantillaId, plantilla.id),
                eq(notificacionesEnviadas.destino, destino),
                eq(notificacionesEnviadas.hitoFecha, hito.columna),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(proyectos.id), asc(hito.columna));
}

/**
 * The people of the project holding the template's profile. Project profiles are not assigned
 * yet (a later issue), so today these are the request's people with that profile and an e-mail.
 */
export async function personasConPerfil(db: Db, solicitudId: number, perfilId: number) {
  const rows = await db
    .select({
      email: solicitudPerfiles.direccionEmail,
      nombre: solicitudPerfiles.nombre,
      apellido1: solicitudPerfiles.apellido1,
      apellido2: solicitudPerfiles.apellido2,
      tratamiento: sexos.tratamiento,
    })
    .from(solicitudPerfiles)
    .leftJoin(sexos, eq(sexos.id, solicitudPerfiles.sexoId))
    .where(and(eq(solicitudPerfiles.solicitudId, solicitudId), eq(solicitudPerfiles.perfilId, perfilId)))
    .orderBy(asc(solicitudPerfiles.id));
  return rows
    .filter((r) => (r.email ?? '').trim() !== '')
    .map((r) => ({
      email: (r.email as string).trim().toLowerCase(),
      nombre: [r.nombre, r.apellido1, r.apellido2].filter(Boolean).join(' '),
      tratamiento: r.tratamiento,
    }));
}
