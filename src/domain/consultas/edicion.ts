import { and, eq, sql } from 'drizzle-orm';
import { consultaEtiquetas, consultaObservaciones, consultas } from '../../db/schema/consultas.ts';
import { consultasApi as t } from '../../i18n/consultas.ts';
import { errores } from '../../i18n/errores.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { unprocessable } from '../shared/comun.ts';
import { reasignarEtiquetasDeTipo } from './../shared/etiquetas.ts';
import { todayIso } from '../shared/fechas.ts';
import { abortaSiNoCambia, esGuardia } from '../shared/guardia.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { observacionesDeGestion } from '../shared/observaciones.ts';
import { requireConsultas } from './acceso.ts';
import { correoRespuesta } from './correos.ts';
import { type ConsultaRecord, loadConsulta, OBSERVACIONES_CONSULTA } from './lectura.ts';
import { resolucion } from './resolucion.ts';
import { esResponsablePosible } from './responsables.ts';
import { type ConsultaUpdateInput, consultante } from './schema.ts';

// Staff's changes to an enquiry (the enquiries' key at E). Every change is audited on the
// enquiry. The rules of its status: an enquiry is resolved when it has a resolution date,
// whatever status was sent with it (choosing "resuelta" without one dates it today); without a date its status is what staff
// choose, or none; its responsible may be cleared too. When a change leaves it resolved with an
// answer it did not have sent (newly resolved, or the answer rewritten), the answer is mailed to
// the enquirer in the same batch as the change.

/** PUT consultas/{id}: the whole record; answers the enquiry as saved. */
export async function updateConsulta(ctx: DomainContext, id: number, input: ConsultaUpdateInput): Promise<ConsultaRecord> {
  const actor = requireConsultas(ctx.actor, 'E');
  const antes = await loadConsulta(ctx, id);
  const now = ctx.clock.now();
  const errors: FieldErrors = {};
  const { fecha, estado } = resolucion(input, todayIso(now), errors);
  const responsable = input.usuarioResponsableId ?? null;
  if (responsable !== null && responsable !== antes.Responsable?.Id && !(await esResponsablePosible(ctx, responsable)))
    errors.usuarioResponsableId = [t.responsableNoValido];
  if (Object.keys(errors).length > 0) unprocessable(errors);
  const respuesta = input.respuesta ?? null;
  const valores = {
    ...consultante(input),
    origen: input.origen ?? (antes.Origen as NonNullable<ConsultaUpdateInput['origen']>),
    estadoClave: estado,
    fechaResolucion: fecha,
    respuesta,
    usuarioResponsableId: responsable,
  };
  const enviar = fecha !== null && respuesta !== null && (antes.FechaResolucion === null || antes.Respuesta !== respuesta);
  const fila = await filaActual(ctx.db, consultas, id);
  try {
    await commit(ctx, [
      // Guarded by the resolution read: two people answering at once send one answer, not two.
      ctx.db
        .update(consultas)
        .set({ ...valores, ...modificacionAudit(actor, now) })
        .where(
          and(
            eq(consultas.id, id),
            sql`${consultas.fechaResolucion} is ${antes.FechaResolucion}`,
            sql`${consultas.respuesta} is ${antes.Respuesta}`,
          ),
        ),
      abortaSiNoCambia(ctx.db),
      auditar({ accion: 'MODIFICAR', entidad: 'consulta', entidadId: id, cambios: cambiosDe(fila, valores) }),
      enviar &&
        mailInsert(ctx.db, {
          instanciaId: ctx.instancia.id,
          para: valores.direccionEmail,
          plantilla: 'consulta-respuesta',
          contenido: correoRespuesta({ referencia: antes.Referencia, nombre: valores.nombre, texto: valores.texto, respuesta }),
          clock: ctx.clock,
        }),
    ]);
  } catch (err) {
    if (esGuardia(err)) throw new AppError(409, errores.conflicto);
    throw err;
  }
  return loadConsulta(ctx, id);
}

/** DELETE consultas/{id}: the enquiry with its tags and observations. */
export async function removeConsulta(ctx: DomainContext, id: number): Promise<void> {
  requireConsultas(ctx.actor, 'E');
  const antes = await loadConsulta(ctx, id);
  await commit(ctx, [
    ctx.db.delete(consultaEtiquetas).where(eq(consultaEtiquetas.consultaId, id)),
    ctx.db.delete(consultaObservaciones).where(eq(consultaObservaciones.consultaId, id)),
    ctx.db.delete(consultas).where(eq(consultas.id, id)),
    auditar({
      accion: 'ELIMINAR',
      entidad: 'consulta',
      entidadId: id,
      cambios: [{ Campo: 'Referencia', Antes: antes.Referencia, Despues: null }],
    }),
  ]);
}

/** POST consultas/{id}/etiquetas/reasignar: tags of type CON of this instance; answers the tags now held. */
export async function reasignarEtiquetasConsulta(ctx: DomainContext, id: number, ids: number[]) {
  requireConsultas(ctx.actor, 'E');
  await loadConsulta(ctx, id);
  await reasignarEtiquetasDeTipo(ctx, {
    entidad: 'consulta',
    tipoClave: 'CON',
    ids,
    message: t.etiquetasNoValidas,
    links: consultaEtiquetas,
    owner: consultaEtiquetas.consultaId,
    ownerId: id,
    row: (etiquetaId) => ({ consultaId: id, etiquetaId }),
  });
  return (await loadConsulta(ctx, id)).Etiquetas;
}

// ---- Observations ----------------------------------------------------------------------

const observaciones = observacionesDeGestion(OBSERVACIONES_CONSULTA, {
  lee: (ctx) => requireConsultas(ctx.actor, 'L'),
  escribe: (ctx) => requireConsultas(ctx.actor, 'E'),
  propietario: loadConsulta,
  notFound: t.observacionNoExiste,
});

/** GET consultas/{id}/observaciones: oldest first. */
export const listObservacionesConsulta = observaciones.list;

/** POST consultas/{id}/observaciones. */
export const createObservacionConsulta = (ctx: DomainContext, id: number, input: { observacion: string }) =>
  observaciones.create(ctx, id, { consultaId: id }, input);

/** PUT consultas/observaciones/{id}. */
export const updateObservacionConsulta = observaciones.update;

/** DELETE consultas/observaciones/{id}. */
export const removeObservacionConsulta = observaciones.remove;
