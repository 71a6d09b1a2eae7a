import { asc, inArray } from 'drizzle-orm';
import { paquetes } from '../../db/schema/catalogo.ts';
import type { DomainContext } from '../context.ts';
import { AUTOEVALUACION, PROYECTOS } from '../permisos/politicas.ts';
import type { Regla } from '../permisos/regla.ts';
import { requireEnAutoevaluacion } from './acceso.ts';
import { loadEstandaresAplicables } from './carga.ts';
import { motivoSoloLectura } from './contribucion.ts';
import { loadMiembros } from './equipo.ts';
import { puedeGestionar } from './gestor.ts';
import { listInvitacionesEquipo, perfilesEquipo } from './invitaciones.ts';

// What the team pages (equipo, usuario/…) show, read once: members, pending invitations, the
// profiles one may invite with, the standards and packages to assign, and whether the user
// may change anything (the process manager while the self-assessment is open).

export async function getEquipoPagina(ctx: DomainContext, autoevaluacionId: number, regla: Regla = AUTOEVALUACION.equipo) {
  const acceso = await requireEnAutoevaluacion(ctx, autoevaluacionId, regla, { gestion: PROYECTOS.gestiona });
  const a = acceso.autoevaluacion;
  const soloLectura = motivoSoloLectura(a);
  const gestiona = puedeGestionar(acceso) && soloLectura === null;
  const [miembros, invitaciones, perfiles, estandares] = await Promise.all([
    loadMiembros(ctx, a.id, a.proyectoId, a.faseClave),
    listInvitacionesEquipo(ctx, a.id),
    perfilesEquipo(ctx, a.faseClave),
    loadEstandaresAplicables(ctx.db, a.manualId, a.ambitoId),
  ]);
  const paqueteIds = [...new Set(estandares.map((e) => e.paqueteId).filter((p): p is number => p !== null))];
  const listaPaquetes =
    paqueteIds.length === 0
      ? []
      : await ctx.db
          .select({ Id: paquetes.id, Nombre: paquetes.nombre })
          .from(paquetes)
          .where(inArray(paquetes.id, paqueteIds))
          .orderBy(asc(paquetes.nombre));
  return {
    autoevaluacion: a,
    soloLectura,
    gestiona,
    miembros,
    invitaciones,
    perfiles,
    estandares: estandares.map((e) => ({ Id: e.id, Codigo: e.codigo, Descripcion: e.descripcion })),
    paquetes: listaPaquetes,
  };
}

export type EquipoPagina = Awaited<ReturnType<typeof getEquipoPagina>>;
