import { PROYECTOS } from '../../domain/permisos/politicas.ts';
import { type ApiRule, permiso } from './rule.ts';

/** API rules of src/api/routes/proyectos.ts. */
export const RULES_PROYECTOS: Record<string, ApiRule> = {
  'GET /proyectos': permiso(PROYECTOS.lee),
};
