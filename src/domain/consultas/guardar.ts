import { saveVerb } from '../shared/save.ts';
import { createConsulta } from './alta.ts';
import { updateConsulta } from './edicion.ts';

/** POST consultas (`saveConsulta(ctx, input, { direccion })`) and PUT consultas/{id} (`saveConsulta(ctx, id, input)`). */
export const saveConsulta = saveVerb(createConsulta, updateConsulta);
