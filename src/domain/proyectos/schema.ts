import { z } from 'zod';
import { proyectosEdicion as t } from '../../i18n/proyectos.ts';
import { validacion } from '../../i18n/validacion.ts';
import { reassignBody } from '../validation/grafias.ts';
import * as v from '../validation/zod.ts';
import { ESTADOS_PROYECTO } from './estados.ts';

// Payloads of the projects area (proyecto, proyectoObservacion).

/** PUT proyectos/{id}: the tutor or the administrative responsible (one or both). */
export const proyectoUpdateSchema = z
  .strictObject({
    usuarioTutorId: v.positiveInt({ required: false }),
    usuarioAdministrativoId: v.positiveInt({ required: false }),
  })
  .refine((b) => b.usuarioTutorId !== undefined || b.usuarioAdministrativoId !== undefined, {
    message: t.sinCambios,
    path: ['usuarioTutorId'],
  });
export type ProyectoUpdateInput = z.output<typeof proyectoUpdateSchema>;

/** PUT proyectos/{id}/cambiarEstado: `estado` (or the spec's `objetoEstado`). */
export const cambiarEstadoSchema = reassignBody(
  'estado',
  z.enum(ESTADOS_PROYECTO, { error: (issue) => (issue.input === undefined ? validacion.required : t.estadoNoValido) }),
);

/** proyectoObservacion: the text, required. */
export const proyectoObservacionSchema = z.strictObject({ observacion: v.requiredText() });
export type ProyectoObservacionInput = z.output<typeof proyectoObservacionSchema>;
