import { and, eq } from 'drizzle-orm';
import { proyectos } from '../../db/schema/proyectos.ts';
import { proyectosApi } from '../../i18n/proyectos.ts';
import { perfilesEnProyecto } from '../permisos/en-proyecto.ts';
import { faseDeProyecto } from '../permisos/fase-proyecto.ts';
import type { Permiso } from '../permisos/levels.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import { type Acceso, nivelRegistro } from '../permisos/registros.ts';
import { puede } from '../permisos/regla.ts';
import type { Propietario } from './propietario.ts';

/**
 * A project's documents (type PRY): what its team attaches to the self-assessment's tests and
 * answers. Rights are decided within the project (ADR 0016), never from the session's union
 * of profiles, by the table of src/domain/permisos/registros.ts for the documents in the phase
 * the project is in (each side keeps to its own records) together with the keys: its team
 * reads them (AE in the project) and, while the centre works on its self-assessment or a
 * correction round, the centre's contributors (AE_APORTACION) upload and delete them; the
 * evaluation team reads them; staff who follow projects read them (HISTORICO) and write them
 * with HISTORICO at E. Anyone else, another project's team included, gets nothing. A project
 * takes up to 500 of them (the spec's 10 files is per upload; a self-assessment attaches far
 * more over its life).
 */
interface ProyectoPropietario {
  id: number;
  /** The actor's permissions within the project (global profiles plus those held for it). */
  permisos: Permiso[];
  esSuperAdmin: boolean;
  /** The actor's cell for the project's documents in the phase the project is in. */
  documentos: Acceso;
}

const PRY_MAX_POR_PROYECTO = 500;

export const proyecto: Propietario<ProyectoPropietario> = {
  tipos: { PRY: { max: PRY_MAX_POR_PROYECTO } },
  async cargar(ctx, id) {
    const [row] = await ctx.db
      .select({ id: proyectos.id })
      .from(proyectos)
      .where(and(eq(proyectos.id, id), eq(proyectos.instanciaId, ctx.instancia.id)));
    if (!row) return null;
    const actor = ctx.actor;
    if (!actor) return { id: row.id, permisos: [], esSuperAdmin: false, documentos: 'none' };
    // The actor's permissions and table rows in the project: one read (permisos/en-proyecto.ts).
    const [{ permisos, sujeto }, fase] = await Promise.all([perfilesEnProyecto(ctx, actor, id), faseDeProyecto(ctx.db, id)]);
    return { id: row.id, permisos, esSuperAdmin: actor.esSuperAdmin, documentos: nivelRegistro(sujeto, fase, 'documentos') };
  },
  puedeEscribir: (actor, p) =>
    p.documentos === 'write' &&
    (puede(actor, PROYECTOS.escribe) || puede({ esSuperAdmin: p.esSuperAdmin, permisos: p.permisos }, AUTOEVALUACION.aportacion)),
  puedeLeer: (actor, p) =>
    actor !== null &&
    p.documentos !== 'none' &&
    (puede(actor, PROYECTOS.gestiona) || puede({ esSuperAdmin: p.esSuperAdmin, permisos: p.permisos }, AUTOEVALUACION.acceso)),
  noExiste: proyectosApi.proyectoNoExiste,
};
