import { z } from 'zod';
import { documentoMessage } from '../invitaciones/documento.ts';
import * as v from '../validation/zod.ts';

// Payloads of a project's people calls: an invitation from the project (the person's data, as
// a request's profile entry holds it) and a profile given to someone chosen from a list.

const NOMBRE_MAX = 100;

/**
 * POST proyectos/{id}/invitaciones: the address, the profile and what is known of the person
 * (name and first surname required, as in a request; the document, if given, checked per type).
 */
export const invitacionProyectoSchema = z
  .strictObject({
    direccionEmail: v.email(),
    perfilId: v.positiveInt(),
    nombre: v.requiredText(NOMBRE_MAX),
    apellido1: v.requiredText(NOMBRE_MAX),
    apellido2: v.optionalText(NOMBRE_MAX),
    sexoId: v.positiveInt({ required: false }),
    tipoDocumentoIdentidadClave: v.optionalText(10),
    documentoIdentidad: v.optionalText(20),
    telefono: v.phone({ required: false }),
  })
  .transform((b, ctx) => {
    const tipo = b.tipoDocumentoIdentidadClave?.toUpperCase();
    if (!tipo && !b.documentoIdentidad) return { ...b, tipoDocumentoIdentidadClave: undefined, documentoIdentidad: undefined };
    const doc = v.identityDocument().safeParse({ documentType: tipo, documentNumber: b.documentoIdentidad });
    if (doc.success)
      return { ...b, tipoDocumentoIdentidadClave: doc.data.documentType, documentoIdentidad: doc.data.documentNumber };
    for (const issue of doc.error.issues) {
      const part = String(issue.path[0] ?? 'documentType');
      ctx.addIssue({
        code: 'custom',
        message: documentoMessage(part, tipo, issue.message),
        path: [part === 'documentNumber' ? 'documentoIdentidad' : 'tipoDocumentoIdentidadClave'],
      });
    }
    return z.NEVER;
  });
export type InvitacionProyectoInput = z.output<typeof invitacionProyectoSchema>;

/** POST proyectos/{id}/equipo/perfiles: the person (from the candidates list) and the profile. */
export const perfilEquipoSchema = z.strictObject({
  usuarioId: v.positiveInt(),
  perfilId: v.positiveInt(),
});
export type PerfilEquipoInput = z.output<typeof perfilEquipoSchema>;
