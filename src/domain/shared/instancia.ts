/**
 * The instance a deployment serves when the request names none (no `X-Instancia` header) and
 * the DEFAULT_INSTANCIA setting is unset; the seed creates it first.
 */
export const DEFAULT_INSTANCIA = 'soludable';
