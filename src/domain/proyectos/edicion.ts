import { and, eq } from 'drizzle-orm';
import { proyectoEtiquetas, proyectoObservaciones, proyectos } from '../../db/schema/proyectos.ts';
import { errores } from '../../i18n/errores.ts';
import { proyectosApi, proyectosEdicion as t } from '../../i18n/proyectos.ts';
import { solicitudesApi } from '../../i18n/solicitudes.ts';
import { cambiosDe } from '../auditoria/cambios.ts';
import { modificacionAudit } from '../auditoria/columnas.ts';
import { auditar, commit, filaActual } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { PROYECTOS } from '../permisos/politicas.ts';
import { requireRegla } from '../permisos/regla.ts';
import { unprocessable } from '../shared/comun.ts';
import { reasignarEtiquetasDeTipo } from './../shared/etiquetas.ts';
import { observacionesDeGestion } from '../shared/observaciones.ts';
import { tienePerfil } from '../solicitudes/responsables.ts';
import { requireProyectos } from './acceso.ts';
import type { EstadoProyecto } from './estados.ts';
import { loadProyectoResumen, type ProyectoResumen } from './listado.ts';
import type { ProyectoObservacionInput, ProyectoUpdateInput } from './schema.ts';

// Staff's changes to a project (HISTORICO at E): its tutor and administrative responsible,
// its status, its tags (type PRY) and its observations. Every change goes through the audit
// trail with the project as the entity, so the project's history shows them all.

async function existente(ctx: DomainContext, id: number): Promise<ProyectoResumen> {
  const p = await loadProyectoResumen(ctx, id);
  if (!p) throw new AppError(404, proyectosApi.proyectoNoExiste);
  return p;
}

/** GET proyectos/{id}: the project as the list shows it, for staff who follow projects (HISTORICO). */
export async function getProyecto(ctx: DomainContext, id: number): Promise<ProyectoResumen> {
  requireRegla(ctx.actor, PROYECTOS.gestiona);
  return existente(ctx, id);
}

/** PUT proyectos/{id}: the tutor among GEST_PROY holders, the administrative among GEST_SOLIC holders (422 otherwise). */
export async function saveProyecto(ctx: DomainContext, id: number, input: ProyectoUpdateInput): Promise<ProyectoResumen> {
  const actor = requireProyectos(ctx.actor, 'E');
  await existente(ctx, id);
  const errors: Record<string, string[]> = {};
  if (input.usuarioTutorId !== undefined && !(await tienePerfil(ctx, input.usuarioTutorId, 'GEST_PROY')))
    errors.usuarioTutorId = [solicitudesApi.tutorNoValido];
  if (input.usuarioAdministrativoId !== undefined && !(await tienePerfil(ctx, input.usuarioAdministrativoId, 'GEST_SOLIC')))
    errors.usuarioAdministrativoId = [solicitudesApi.administrativoNoValido];
  if (Object.keys(errors).length > 0) unprocessable(errors);
  const antes = await filaActual(ctx.db, proyectos, id);
  const valores = {
    ...(input.usuarioTutorId === undefined ? {} : { usuarioTutorId: input.usuarioTutorId }),
    ...(input.usuarioAdministrativoId === undefined ? {} : { usuarioAdministrativoId: input.usuarioAdministrativoId }),
    ...modificacionAudit(actor, ctx.clock.now()),
  };
  await commit(ctx, [
    ctx.db.update(proyectos).set(valores).where(eq(proyectos.id, id)),
    auditar({ accion: 'MODIFICAR', entidad: 'proyecto', entidadId: id, cambios: cambiosDe(antes, valores) }),
  ]);
  return existente(ctx, id);
}

/**
 * PUT proyectos/{id}/cambiarEstado: CURSO, FIN or CANCEL. The write is guarded by the status
 * read, so two people changing it at once cannot both win; the same status again is a 409.
 */
export async function cambiarEstadoProyecto(ctx: DomainContext, id: number, estado: EstadoProyecto): Promise<ProyectoResumen> {
  const actor = requireProyectos(ctx.actor, 'E');
  const actual = await existente(ctx, id);
  if (actual.Estado.Clave === estado) throw new AppError(409, t.mismoEstado);
  const valores = { estadoClave: estado, ...modificacionAudit(actor, ctx.clock.now()) };
  const [res] = await commit(ctx, [
    ctx.db
      .update(proyectos)
      .set(valores)
      .where(and(eq(proyectos.id, id), eq(proyectos.estadoClave, actual.Estado.Clave)))
      .returning({ id: proyectos.id }),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'proyecto',
      entidadId: id,
      cambios: [{ Campo: 'estadoClave', Antes: actual.Estado.Clave, Despues: estado }],
      siCambia: true,
    }),
  ]);
  if ((res as unknown[]).length === 0) throw new AppError(409, errores.conflicto);
  return existente(ctx, id);
}

/** POST proyectos/{id}/etiquetas/reasignar: tags of type PRY of this instance. */
export async function reasignarEtiquetasProyecto(ctx: DomainContext, id: number, ids: number[]) {
  requireProyectos(ctx.actor, 'E');
  await existente(ctx, id);
  await reasignarEtiquetasDeTipo(ctx, {
    entidad: 'proyecto',
    tipoClave: 'PRY',
    ids,
    message: t.etiquetasNoValidas,
    links: proyectoEtiquetas,
    owner: proyectoEtiquetas.proyectoId,
    ownerId: id,
    row: (etiquetaId) => ({ proyectoId: id, etiquetaId }),
  });
  return (await existente(ctx, id)).Etiquetas;
}

// ---- Observations ----------------------------------------------------------------------

const observaciones = observacionesDeGestion(
  {
    tabla: proyectoObservaciones,
    entidad: 'proyecto',
    propietario: proyectoObservaciones.proyectoId,
    tablaPropietario: proyectos,
  },
  {
    lee: (ctx) => requireRegla(ctx.actor, PROYECTOS.gestiona),
    escribe: (ctx) => requireProyectos(ctx.actor, 'E'),
    propietario: existente,
    notFound: t.observacionNoExiste,
  },
);

/** GET proyectos/{id}/observaciones: newest last. */
export const listObservacionesProyecto = observaciones.list;

/** POST proyectos/{id}/observaciones. */
export const createObservacionProyecto = (ctx: DomainContext, id: number, input: ProyectoObservacionInput) =>
  observaciones.create(ctx, id, { proyectoId: id }, input);

/** PUT proyectos/observaciones/{id}. */
export const updateObservacionProyecto = observaciones.update;

/** DELETE proyectos/observaciones/{id}. */
export const removeObservacionProyecto = observaciones.remove;
