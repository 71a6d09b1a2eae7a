import type { Actor } from '../context.ts';
import { AUDITORIA, requireArea } from '../permisos/politicas.ts';

/** Reading the audit log follows the AUDITORIA policy; nobody writes it through the API. */
export const requireAuditoria = (actor: Actor | null): Actor => requireArea(actor, AUDITORIA, 'L');
