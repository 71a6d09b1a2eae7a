import { and, count, eq, sql } from 'drizzle-orm';
import { proyectos } from '../../db/schema/proyectos.ts';
import { solicitudes, solicitudObservaciones } from '../../db/schema/solicitudes.ts';
import { solicitudesApi as t } from '../../i18n/solicitudes.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, nuevoEn, type Paso } from '../auditoria/registro.ts';
import type { Actor, DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { abrirAutoevaluacion } from '../shared/apertura-fase.ts';
import { isUniqueViolation, unprocessable } from '../shared/comun.ts';
import { todayIso } from '../shared/fechas.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { requireSolicitudes } from './acceso.ts';
import { accesoDe, nombreCentro, pasosAccesoCentro, personasDelCentro } from './acceso-centro.ts';
import { faltasParaAceptar } from './aceptable.ts';
import { siguienteCodigoProyecto } from './codigo-proyecto.ts';
import { correoAceptada, correoRechazada, representanteDe } from './correos.ts';
import { getSolicitud, observacionesDe } from './detalle.ts';
import { loadSolicitud, requireSolicitudPendiente, type SolicitudRow } from './lectura.ts';
import type { ResolucionInput } from './schema.ts';

// Accepting and rejecting a request (accepted when it has no non-conformities,
// rejected when it has some). Every write of a resolution is one db.batch, and each statement
// re-checks the state it relies on, so a concurrent call cannot slip between check and write.

const FASE_INICIAL = 'AUT-INI';

const sinNoConformidades = (id: number) =>
  sql`not exists (select 1 from ${solicitudObservaciones} where ${solicitudObservaciones.solicitudId} = ${id} and ${solicitudObservaciones.tipoClave} = 'NC')`;

async function numeroNoConformidades(ctx: DomainContext, id: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(solicitudObservaciones)
    .where(and(eq(solicitudObservaciones.solicitudId, id), eq(solicitudObservaciones.tipoClave, 'NC')));
  return row?.n ?? 0;
}

/** The statements that accept the request, create its project and its first self-assessment. */
function aceptarStatements(ctx: DomainContext, actor: Actor, row: SolicitudRow, codigo: string) {
  const id = row.s.id;
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  const hoy = todayIso(now);
  return [
    ctx.db
      .update(solicitudes)
      .set({ estadoClave: 'ACE', fechaResolucion: nowIso, ...modificacionAudit(actor, now) })
      .where(and(eq(solicitudes.id, id), eq(solicitudes.estadoClave, 'PTE'), sinNoConformidades(id))),
    // Inserted only if the update above took effect; a second acceptance hits the unique index
    // on proyectos.solicitud_id and the whole batch rolls back.
    ctx.db.run(sql`insert into proyectos (instancia_id, codigo, solicitud_id, centro_id, proceso_id, ambito_id, estado_clave,
        fase_clave, resultado_clave, usuario_tutor_id, usuario_administrativo_id, demo, alta_fecha, alta_usuario_id, alta_usuario_nombre)
      select instancia_id, ${codigo}, id, centro_id, proceso_id, ambito_id, 'CURSO', ${FASE_INICIAL}, 'PTE',
        usuario_tutor_id, usuario_administrativo_id, demo, ${nowIso}, ${actor.usuarioId}, ${actor.nombre}
      from solicitudes where id = ${id} and estado_clave = 'ACE'`),
    // proyecto_id is NOT NULL: without the project above this statement fails, and with it the batch.
    abrirAutoevaluacion(ctx, actor, {
      proyectoId: sql`(select id from proyectos where solicitud_id = ${id})`,
      procesoId: row.s.procesoId,
      fase: FASE_INICIAL,
      hoy,
    }),
  ];
}

/** Why a request cannot be accepted now: 409 for its state or non-conformities, 422 for missing people. */
async function requireAceptable(ctx: DomainContext, row: SolicitudRow) {
  requireSolicitudPendiente(row, t.yaResuelta);
  if ((await numeroNoConformidades(ctx, row.s.id)) > 0) throw new AppError(409, t.conNoConformidades);
  const errors = faltasParaAceptar({ tutorId: row.s.usuarioTutorId, administrativoId: row.s.usuarioAdministrativoId });
  if (Object.keys(errors).length > 0) unprocessable(errors);
}

/** After a failed batch: the state as it is now explains it (409); otherwise the error stands. */
async function explicarFallo(ctx: DomainContext, id: number, err: unknown): Promise<never> {
  const row = await loadSolicitud(ctx, id);
  requireSolicitudPendiente(row, t.yaResuelta);
  if ((await numeroNoConformidades(ctx, id)) > 0) throw new AppError(409, t.conNoConformidades);
  throw err;
}

/**
 * PUT /solicitudes/{id}/aceptar: the request becomes ACE, its project (CURSO, AUT-INI) and the
 * project's first self-assessment are created, every person the request names is invited to
 * the project (or given its profile: acceso-centro.ts), and with `notificar` the
 * representative's mail is queued: all in one batch. Accepting twice, even at the same time,
 * creates nothing twice. `origin` is PUBLIC_URL's, for the invitations' links.
 */
export async function aceptarSolicitud(ctx: DomainContext, id: number, input: ResolucionInput, opts: { origin: string }) {
  const actor = requireSolicitudes(ctx.actor, 'E');
  const row = await loadSolicitud(ctx, id);
  await requireAceptable(ctx, row);
  const destinatario = input.notificar ? await representanteDe(ctx, id) : null;
  const personas = await personasDelCentro(ctx, id);
  const centro = await nombreCentro(ctx, row.s.centroId, row.s.nombre);
  const proyectoId = sql<number>`(select id from proyectos where solicitud_id = ${id})`;
  // Another request accepted at the same moment may take the same code: try the next one.
  for (let intento = 0; ; intento++) {
    const codigo = await siguienteCodigoProyecto(ctx.db, ctx.instancia.id, todayIso(ctx.clock.now()));
    const mail = destinatario
      ? [
          mailInsert(ctx.db, {
            instanciaId: ctx.instancia.id,
            para: destinatario.email,
            plantilla: 'solicitud-aceptada',
            contenido: correoAceptada({
              referencia: row.s.referencia,
              centro: row.s.nombre,
              proceso: row.procesoNombre,
              destinatario,
              proyectoCodigo: codigo,
              acceso: accesoDe(personas, destinatario.email),
            }),
            clock: ctx.clock,
          }),
        ]
      : [];
    try {
      await commit(ctx, [
        ...aceptarStatements(ctx, actor, row, codigo),
        ...mail,
        ...pasosAccesoCentro(ctx, actor, personas, { id: proyectoId, codigo, centro }, opts),
        auditar({
          accion: 'ACEPTAR',
          entidad: 'solicitud',
          entidadId: id,
          cambios: [{ Campo: 'EstadoClave', Antes: row.s.estadoClave, Despues: 'ACE' }],
        }),
        auditar({
          accion: 'CREAR',
          entidad: 'proyecto',
          entidadId: nuevoEn(proyectos),
          cambios: cambiosDe(null, { codigo, solicitudId: id }),
        }),
      ] as Paso[]);
      break;
    } catch (err) {
      const reintentar = intento < 3 && isUniqueViolation(err) && (await loadSolicitud(ctx, id)).s.estadoClave === 'PTE';
      if (!reintentar) await explicarFallo(ctx, id, err);
    }
  }
  return getSolicitud(ctx, id);
}

/** PUT /solicitudes/{id}/rechazar: only a pending request with non-conformities; optional mail listing them. */
export async function rechazarSolicitud(ctx: DomainContext, id: number, input: ResolucionInput) {
  const actor = requireSolicitudes(ctx.actor, 'E');
  const row = await loadSolicitud(ctx, id);
  requireSolicitudPendiente(row, t.yaResuelta);
  const noConformidades = await observacionesDe(ctx, id, 'NC');
  if (noConformidades.length === 0) throw new AppError(409, t.sinNoConformidades);
  const destinatario = input.notificar ? await representanteDe(ctx, id) : null;
  const now = ctx.clock.now();
  const update = ctx.db
    .update(solicitudes)
    .set({ estadoClave: 'NO_ACE', fechaResolucion: now.toISOString(), ...modificacionAudit(actor, now) })
    .where(and(eq(solicitudes.id, id), eq(solicitudes.estadoClave, 'PTE')))
    .returning({ id: solicitudes.id });
  const entrada = auditar({
    accion: 'RECHAZAR',
    entidad: 'solicitud',
    entidadId: id,
    cambios: [{ Campo: 'EstadoClave', Antes: row.s.estadoClave, Despues: 'NO_ACE' }],
    siCambia: true,
  });
  if (!destinatario) {
    const [done] = (await commit(ctx, [update, entrada])) as [unknown[]];
    if (done.length === 0) await explicarFallo(ctx, id, new AppError(409, t.yaResuelta(t.estados.NO_ACE ?? '')));
    return getSolicitud(ctx, id);
  }
  const mail = mailInsert(ctx.db, {
    instanciaId: ctx.instancia.id,
    para: destinatario.email,
    plantilla: 'solicitud-rechazada',
    contenido: correoRechazada({
      referencia: row.s.referencia,
      centro: row.s.nombre,
      proceso: row.procesoNombre,
      destinatario,
      noConformidades: noConformidades.map((n) => n.Observacion),
    }),
    clock: ctx.clock,
  });
  const [done] = (await commit(ctx, [update, entrada, mail])) as [unknown[]];
  // A concurrent resolution won: the mail must not stay queued for a rejection that did not happen.
  if (done.length === 0) await explicarFallo(ctx, id, new AppError(409, t.yaResuelta(t.estados.NO_ACE ?? '')));
  return getSolicitud(ctx, id);
}
