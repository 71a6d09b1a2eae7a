import { z } from 'zod';
import { validacion } from '../../i18n/validacion.ts';
import { toIsoDate } from '../shared/fechas.ts';
import { reassignBody } from '../validation/grafias.ts';
import * as v from '../validation/zod.ts';

// Payloads of the team calls (usuarios/estandares reasignar, paquetes, PUT
// autoevaluaciones/{id}; 3.2 autoevaluacionPaquete, invitaciones).

const ids = z.array(v.positiveInt(), { error: validacion.required }).max(500);

/** POST …/estandares/{estandarId}/usuarios/reasignar: `usuarios` (or `objetoUsuarios`), user ids. */
export const usuariosEstandarSchema = reassignBody('usuarios', ids);

/** POST …/usuarios/{usuarioId}/estandares/reasignar: `estandares` (or `objetoEstandares`), standard ids. */
export const estandaresUsuarioSchema = reassignBody('estandares', ids);

/**
 * POST …/paquetes/{paqueteId}/usuarios: `usuario` (the call's name; the form's `usuarioId` is
 * accepted too) and `sobrescribir`.
 */
export const paqueteUsuarioSchema = z
  .strictObject({
    usuario: v.positiveInt({ required: false }),
    usuarioId: v.positiveInt({ required: false }),
    sobrescribir: z.boolean({ error: 'Debe ser verdadero o falso' }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.usuario === undefined && b.usuarioId === undefined)
      ctx.addIssue({ code: 'custom', message: validacion.required, path: ['usuario'] });
  })
  .transform((b) => ({ usuario: (b.usuario ?? b.usuarioId) as number, sobrescribir: b.sobrescribir ?? false }));

/** A date in any form toIsoDate reads, as ISO; null or "" clear it. */
const fechaOVacia = z.unknown().transform((val, ctx) => {
  if (val === null || val === '') return null;
  const iso = typeof val === 'string' ? toIsoDate(val) : undefined;
  if (iso) return iso;
  ctx.addIssue({ code: 'custom', message: validacion.date, input: val });
  return z.NEVER;
});

/** A positive whole id; null clears it. */
const idONulo = z.unknown().transform((val, ctx) => {
  if (val === null) return null;
  const n = typeof val === 'string' && /^\d+$/.test(val) ? Number(val) : val;
  if (typeof n === 'number' && Number.isInteger(n) && n > 0) return n;
  ctx.addIssue({ code: 'custom', message: validacion.positiveInteger, input: val });
  return z.NEVER;
});

/**
 * PUT autoevaluaciones/{id}: the deadline and visit dates (any form toIsoDate reads; empty or null clears
 * them) and the responsible member (`responsable`, a user id; null clears it). A field left
 * out stays as it is.
 */
export const autoevaluacionUpdateSchema = z
  .strictObject({ fechaLimite: fechaOVacia, fechaVisita: fechaOVacia, responsable: idONulo })
  .partial();
export type AutoevaluacionUpdateInput = z.output<typeof autoevaluacionUpdateSchema>;

/** POST autoevaluaciones/{id}/usuarios (usuario/alta) and …/usuarios/sustitucion: who to invite. */
export const invitacionEquipoSchema = z.strictObject({
  direccionEmail: v.email(),
  perfilId: v.positiveInt({ required: false }),
  incluirRemitente: z.boolean({ error: 'Debe ser verdadero o falso' }).optional(),
});
export type InvitacionEquipoInput = z.output<typeof invitacionEquipoSchema>;

/** POST autoevaluaciones/{id}/usuarios/sustitucion: who takes over, and (optionally) which manager they replace. */
export const sustitucionSchema = z.strictObject({
  direccionEmail: v.email(),
  usuarioId: v.positiveInt({ required: false }),
  incluirRemitente: z.boolean({ error: 'Debe ser verdadero o falso' }).optional(),
});
export type SustitucionInput = z.output<typeof sustitucionSchema>;
