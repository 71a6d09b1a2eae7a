import { consultas } from '../../db/schema/consultas.ts';
import { consultasApi as t } from '../../i18n/consultas.ts';
import { validacion } from '../../i18n/validacion.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { altaAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaDe, nuevoEn } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { CONSULTAS } from '../permisos/politicas.ts';
import { puede } from '../permisos/regla.ts';
import { isUniqueViolation, unprocessable } from '../shared/comun.ts';
import { mailInsert } from '../shared/mail/outbox.ts';
import { correoAcuse } from './correos.ts';
import { contarContacto, esContada } from './limite.ts';
import { requireMarcaValida } from './marca.ts';
import { nuevaReferencia } from './referencia.ts';
import { type ConsultaAltaInput, consultante } from './schema.ts';

// POST consultas. Through the contact form (it sends the form's signed stamp, `marca`) anyone
// may ask: the privacy notice must be accepted, the hidden field left empty and the form not
// filled in faster than a person can. Staff holding the enquiries' write record one that came
// another way (origen correo, telefono, presencial) without those checks. Either way the
// enquiry (pendiente) and the acknowledgement mail with its reference are written in one batch.

/** How many times a clash on the random reference is retried (one in a billion per try). */
const REINTENTOS = 3;

/** The enquiry's origin, after the anti-automation checks of a form submission. */
async function origenDe(ctx: DomainContext, input: ConsultaAltaInput, direccion: string) {
  const esPersonal = puede(ctx.actor, CONSULTAS.escribe);
  if (esPersonal && !input.marca) {
    if (!input.origen) unprocessable({ origen: [validacion.required] });
    return input.origen as NonNullable<ConsultaAltaInput['origen']>;
  }
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
    estadoClave: 'pendiente',
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
      ]);
      if (esContada(ctx)) await contarContacto(ctx, opts.direccion);
      return { Id: filaDe<{ id: number }>(row).id, Referencia: referencia, origen };
    } catch (err) {
      if (intento >= REINTENTOS || !isUniqueViolation(err)) throw err;
    }
  }
}
