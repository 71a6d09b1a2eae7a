import { consultas } from '../../db/schema/consultas.ts';
import { consultasApi as t } from '../../i18n/consultas.ts';
import { errores } from '../../i18n/errores.ts';
import { validacion } from '../../i18n/validacion.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe, nuevoEn } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError, type FieldErrors } from '../errors.ts';
import { CONSULTAS } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import { isUniqueViolation, unprocessable } from '../shared/comun.ts';
import { todayIso } from '../shared/fechas.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { correoAcuse, correoRespuesta } from './correos.ts';
import { contarContacto, esContada } from './limite.ts';
import { requireMarcaValida } from './marca.ts';
import { nuevaReferencia } from './referencia.ts';
import { resolucion } from './resolucion.ts';
import { esResponsablePosible } from './responsables.ts';
import { type ConsultaAltaInput, consultante } from './schema.ts';

// POST consultas. Through the contact form (it sends the form's signed stamp, `marca`) anyone
// may ask: the privacy notice must be accepted, the hidden field left empty and the form not
// filled in faster than a person can; it starts pending. Staff holding the enquiries' write
// record one with the whole form (origen correo, telefono, presencial, by default gestion; status,
// responsible, resolution and answer by the rules of an edit) without those checks. Either way the
// enquiry and the acknowledgement mail with its reference (and the answer's, when recorded
// answered) are written in one batch.

/** What staff keep on an enquiry: only they may send it, with the whole form. */
const CAMPOS_GESTION = ['estadoClave', 'fechaResolucion', 'respuesta', 'usuarioResponsableId'] as const;

/**
 * Staff's status, resolution and responsible for a new enquiry, by the rules of an edit
 * (resolucion.ts); the enquirer's form always starts pending, with no one responsible.
 */
async function gestionDe(ctx: DomainContext, input: ConsultaAltaInput, origen: string, hoy: string) {
  if (origen === 'contacto')
    return { estadoClave: 'pendiente', fechaResolucion: null, respuesta: null, usuarioResponsableId: null };
  const errors: FieldErrors = {};
  const { fecha, estado } = resolucion(input, hoy, errors);
  const responsable = input.usuarioResponsableId ?? null;
  if (responsable !== null && !(await esResponsablePosible(ctx, responsable)))
    errors.usuarioResponsableId = [t.responsableNoValido];
  if (Object.keys(errors).length > 0) unprocessable(errors);
  return {
    estadoClave: estado ?? 'pendiente',
    fechaResolucion: fecha,
    respuesta: input.respuesta ?? null,
    usuarioResponsableId: responsable,
  };
}

/** How many times a clash on the random reference is retried (one in a billion per try). */
const REINTENTOS = 3;

/** The enquiry's origin, after the anti-automation checks of a form submission. */
async function origenDe(ctx: DomainContext, input: ConsultaAltaInput, direccion: string) {
  const esPersonal = puede(ctx.actor, CONSULTAS.escribe);
  if (esPersonal && !input.marca) return input.origen ?? 'gestion';
  // The staff's fields are not the enquirer's to set.
  const ajenos = CAMPOS_GESTION.filter((campo) => input[campo] !== undefined && input[campo] !== null);
  if (ajenos.length > 0) unprocessable(Object.fromEntries(ajenos.map((campo) => [campo, [errores.campoNoPermitido]])));
  if (input.aceptaPrivacidad !== true) unprocessable({ aceptaPrivacidad: [validacion.acceptConditions] });
  try {
    // A person never sees the hidden field; a program filling every field does.
    if (input.sitioWeb?.trim()) throw new AppError(422, t.noEnviada);
    await requireMarcaValida(ctx, input.marca);
  } catch (err) {
    // Refused as automated: it counts against the address like an accepted one.
    await contarContacto(ctx, direccion);
    throw err;
  }
  return 'contacto' as const;
}

/**
 * POST consultas: a new pending enquiry and its acknowledgement mail. `direccion` is the
 * caller's address, whose submissions are counted (limite.ts; the route checked the lock).
 */
export async function createConsulta(
  ctx: DomainContext,
  input: ConsultaAltaInput,
  opts: { direccion: string },
): Promise<{ Id: number; Referencia: string; origen: string }> {
  const origen = await origenDe(ctx, input, opts.direccion);
  const now = ctx.clock.now();
  // Anonymous enquirers sign the audit with the name they gave.
  const alta = ctx.actor
    ? altaAudit(ctx.actor, now)
    : { altaFecha: now.toISOString(), altaUsuarioId: null, altaUsuarioNombre: input.nombre };
  const datos = {
    ...consultante(input),
    origen,
    ...(await gestionDe(ctx, input, origen, todayIso(now))),
  };
  for (let intento = 0; ; intento++) {
    const referencia = nuevaReferencia(now);
    try {
      const [row] = await commit(ctx, [
        ctx.db
          .insert(consultas)
          .values({ instanciaId: ctx.instancia.id, referencia, ...datos, ...alta })
          .returning({ id: consultas.id }),
        auditar({
          accion: 'CREAR',
          entidad: 'consulta',
          entidadId: nuevoEn(consultas),
          cambios: cambiosDe(null, { referencia, ...datos }),
        }),
        mailInsert(ctx.db, {
          instanciaId: ctx.instancia.id,
          para: datos.direccionEmail,
          plantilla: 'consulta-recibida',
          contenido: correoAcuse({ referencia, nombre: datos.nombre, texto: datos.texto }),
          clock: ctx.clock,
        }),
        // Recorded already answered: the answer goes to the enquirer too, as an edit would send it.
        datos.fechaResolucion !== null &&
          datos.respuesta !== null &&
          mailInsert(ctx.db, {
            instanciaId: ctx.instancia.id,
            para: datos.direccionEmail,
            plantilla: 'consulta-respuesta',
            contenido: correoRespuesta({ referencia, nombre: datos.nombre, texto: datos.texto, respuesta: datos.respuesta }),
            clock: ctx.clock,
          }),
      ]);
      if (esContada(ctx)) await contarContacto(ctx, opts.direccion);
      return { Id: filaDe<{ id: number }>(row).id, Referencia: referencia, origen };
    } catch (err) {
      if (intento >= REINTENTOS || !isUniqueViolation(err)) throw err;
    }
  }
}
