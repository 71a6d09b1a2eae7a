import { sql } from 'drizzle-orm';
import { autoevaluacionEstandares as ae } from '../schema/autoevaluacion.ts';

/**
 * How the demo seed writes a verdict on a standard: a record gets an untouched row per
 * standard when it opens (version 0, migration 0022), which the seeded verdict replaces; a row
 * someone already wrote (version ≥ 1) is kept, so seeding again never undoes people's work.
 */
export const sobreEstandaresSinTocar = {
  target: [ae.autoevaluacionId, ae.estandarId],
  set: {
    estadoClave: sql`excluded.estado_clave`,
    aplica: sql`excluded.aplica`,
    justificacion: sql`excluded.justificacion`,
    version: sql`excluded.version`,
    altaFecha: sql`excluded.alta_fecha`,
    altaUsuarioId: sql`excluded.alta_usuario_id`,
    altaUsuarioNombre: sql`excluded.alta_usuario_nombre`,
  },
  setWhere: sql`${ae.version} = 0`,
};
