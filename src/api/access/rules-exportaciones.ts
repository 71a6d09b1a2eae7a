import { EXPORTABLES, type ListaExportable } from '../../domain/exportes/listas.ts';
import { type ApiRule, permiso } from './rule.ts';

/** API rules of src/api/routes/exportaciones.ts: each export as its list page (the rule stated in EXPORTABLES). */
export const RULES_EXPORTACIONES: Record<string, ApiRule> = Object.fromEntries(
  (Object.keys(EXPORTABLES) as ListaExportable[]).map((lista) => [
    `GET /exportaciones/${lista}`,
    permiso(EXPORTABLES[lista].regla),
  ]),
);
