import { z } from 'zod';
import { solicitudesAlta as t } from '../../i18n/solicitudes-alta.ts';
import { validacion } from '../../i18n/validacion.ts';
import { acceptSpellings } from '../validation/grafias.ts';
import * as v from '../validation/zod.ts';
import { CLASES_NIZA, solicitudSchema } from './schema.ts';

// Payload of POST /solicitudes (the wizard's submit and staff's solicitud/alta). The centre and
// request fields are the staff edit form's own (schema.ts); what depends on the process (its
// profiles, which of them require personal data, its scopes and file types) is checked by the
// domain (alta-checks.ts), where the process is known.

/** One person of the request, one per process profile (the applicant's profile entries). */
const perfilAltaSchema = z.strictObject({
  perfilId: v.positiveInt(),
  nombre: v.requiredText(100),
  apellido1: v.requiredText(100),
  apellido2: v.optionalText(100),
  sexoId: v.positiveInt(),
  cargo: v.requiredText(255),
  // Required and checked per type (DNI, NIE, PAS) where the profile requires data.
  tipoDocumentoIdentidadClave: v.optionalText(10),
  documentoIdentidad: v.optionalText(20),
  direccionEmail: v.email({ required: false }),
  telefono: v.phone({ required: false }),
});

const centro = solicitudSchema.pick({
  nombre: true,
  cif: true,
  direccion: true,
  codigoPostal: true,
  provinciaId: true,
  municipioId: true,
  localidadId: true,
  ambitoId: true,
  fechaInicio: true,
  matricula: true,
  observaciones: true,
});

/** POST /solicitudes. `usuarioTutorId`, `usuarioAdministrativoId` and `demo` are staff fields. */
const solicitudAltaSchema = centro.extend({
  procesoId: v.positiveInt(),
  aceptaCondiciones: v.acceptConditions(),
  /** Annex I classes (Nice classification) the activity falls under. */
  nica: z
    .array(
      z
        .number({ error: t.nicaNoValida })
        .int({ error: t.nicaNoValida })
        .refine((n) => CLASES_NIZA.has(n), { message: t.nicaNoValida }),
      { error: t.nicaNoValida },
    )
    .max(45)
    .nullish(),
  perfiles: z.array(perfilAltaSchema, { error: validacion.required }).max(20),
  usuarioTutorId: v.positiveInt({ required: false }),
  usuarioAdministrativoId: v.positiveInt({ required: false }),
  demo: z.boolean({ error: validacion.required }).nullish(),
});
export type SolicitudAltaInput = z.output<typeof solicitudAltaSchema>;
/** The body as received: the spec's spellings (`CIF`, `NICA`) too. */
export const solicitudAltaBody = acceptSpellings(solicitudAltaSchema);

/** The staff-only fields: anyone without GEST_SOLICITUDES at E sending them gets "Campo no permitido". */
export const CAMPOS_PERSONAL = ['usuarioTutorId', 'usuarioAdministrativoId', 'demo'] as const;
