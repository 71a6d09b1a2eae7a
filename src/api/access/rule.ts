import type { Regla } from '../../domain/permisos/regla.ts';

/**
 * Who may call one API route: anyone, any signed-in user, or whoever meets a rule of
 * src/domain/permisos/politicas.ts (the same rule the domain checks again).
 */
export type ApiRule = { acceso: 'publico' } | { acceso: 'sesion' } | { acceso: 'permiso'; regla: Regla };

export const publico: ApiRule = { acceso: 'publico' };
export const sesion: ApiRule = { acceso: 'sesion' };
export const permiso = (regla: Regla): ApiRule => ({ acceso: 'permiso', regla });
