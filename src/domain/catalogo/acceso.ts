import type { Actor } from '../context.ts';
import { CATALOGO, requireArea } from '../permisos/politicas.ts';
import { type Nivel, puede, requireRegla } from '../permisos/regla.ts';

// The catalogue's gates: the CATALOGO policy (src/domain/permisos/politicas.ts), which the
// API rule tables and the catalogue's pages read too.

/** Whether the caller reads any manual, public or not (super administrators always do). */
export const puedeLeerCatalogo = (actor: Actor | null): boolean => puede(actor, CATALOGO.lee);

export const puedeEscribirCatalogo = (actor: Actor | null): boolean => puede(actor, CATALOGO.escribe);

/** 401 without a session, 403 without the level; the actor otherwise. */
export const requireCatalogo = (actor: Actor | null, nivel: Nivel): Actor => requireArea(actor, CATALOGO, nivel);

/** What only maintainers see: the editor's tree and the export (it carries the forms' correct answers). */
export const requireGestionCatalogo = (actor: Actor | null): Actor => requireRegla(actor, CATALOGO.gestiona);
