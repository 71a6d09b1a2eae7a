import { z } from 'zod';
import { validacion } from '../../i18n/validacion.ts';
import { acceptSpellings } from '../validation/grafias.ts';
import * as v from '../validation/zod.ts';
import { formularioSolicitud } from './schema.ts';

// Payload of POST /solicitudes (the public wizard's submit and staff's registration). The request's
// fields are the staff edit form's own (schema.ts); what depends on the process (its profiles,
// which of them require personal data, its scopes and file types) and on who sends it (staff or
// the public) is checked by the domain (alta-checks.ts), where both are known (ADR 0054).

/** POST /solicitudes as staff send it: no conditions to accept, the process by default the only open one. */
const solicitudAltaSchema = z.strictObject({
  ...formularioSolicitud,
  /** Optional while one process is open: the request goes to it. */
  procesoId: v.positiveInt({ required: false }),
  /** Asked by the public wizard only; staff may send it, it means nothing for them. */
  aceptaCondiciones: z.boolean({ error: validacion.acceptConditions }).nullish(),
  usuarioTutorId: v.positiveInt({ required: false }),
  usuarioAdministrativoId: v.positiveInt({ required: false }),
  demo: z.boolean({ error: validacion.required }).nullish(),
});
export type SolicitudAltaInput = z.output<typeof solicitudAltaSchema>;
/** The body as staff send it: the spec's spellings (`CIF`, `NICA`) too. */
export const solicitudAltaBody = acceptSpellings(solicitudAltaSchema);
/** The body as the public wizard sends it: the conditions must be accepted. */
export const solicitudAltaPublicaBody = acceptSpellings(solicitudAltaSchema.extend({ aceptaCondiciones: v.acceptConditions() }));

/**
 * The staff-only fields: anyone without GEST_SOLICITUDES at E sending them gets "Campo no
 * permitido" (a visitor without a session, 401: their session may have expired).
 */
export const CAMPOS_PERSONAL = ['usuarioTutorId', 'usuarioAdministrativoId', 'demo', 'solicitante', 'notificar'] as const;
