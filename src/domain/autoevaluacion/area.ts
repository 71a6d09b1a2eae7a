import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { estados, fasesProyecto } from '../../db/schema/lookups.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { centros } from '../../db/schema/solicitudes.ts';
import type { DomainContext } from '../context.ts';
import type { Permiso, PermissionSubject } from '../permisos/levels.ts';
import { AUTOEVALUACION } from '../permisos/politicas.ts';
import { type Acceso, esDeSuLado, type Registro } from '../permisos/registros.ts';
import { puede } from '../permisos/regla.ts';
import { type AccesoAutoevaluacion, requireEnAutoevaluacion } from './acceso.ts';
import { motivoSoloLectura } from './contribucion.ts';
import { motivoRondaAbierta } from './subsanacion-ronda.ts';

// What the self-assessment area's frame shows around every page: the project and phase it
// belongs to, why it is read-only (if it is), and the permissions the user holds IN THAT
// PROJECT, which filter the area's menu and controls (never the session's union of every
// project's profiles: ADR 0016).

export interface AreaAutoevaluacion {
  Id: number;
  Proyecto: { Id: number; Codigo: string; Centro: string };
  Fase: { Clave: string; Nombre: string; TipoClave: string };
  Estado: { Clave: string; Nombre: string; Color: string | null };
  /** Why contributions are refused (finished, expired, not open), or null while it is open. */
  SoloLectura: string | null;
  /** The user's permissions within the project (global profiles plus the project's). */
  permisos: Permiso[];
  /** The subject to check page and control rules against (menus, buttons), with the user's cells of the records' table. */
  sujeto: SujetoArea;
  /** The user's cell of each record on this record, in the phase it is in (src/domain/permisos/registros.ts). */
  Registros: Readonly<Record<Registro, Acceso>>;
  /** Whether the evaluation's verdicts are the user's side's records (the evaluation team, or a super administrator). */
  LadoEvaluacion: boolean;
}

/**
 * Whether the page may offer the user the editor of `registro`: the table's cell is write and
 * the area's key (AE_APORTACION) is held in the project. Whether the record is open (or a
 * correction round returned the standard) is the page's own question, as it is the gate's.
 */
export const escribeEnArea = (area: Pick<AreaAutoevaluacion, 'Registros' | 'sujeto'>, registro: Registro): boolean =>
  area.Registros[registro] === 'write' && puede(area.sujeto, AUTOEVALUACION.aportacion);

/** Who acts in the area: permissions in the project and, where known, the cell of each record of the table. */
export interface SujetoArea extends PermissionSubject {
  registros?: Readonly<Record<Registro, Acceso>>;
}

const estadoAuto = alias(estados, 'estado_autoevaluacion_area');

/**
 * The gate of the self-assessment and evaluation areas (every page of both passes through
 * their frame): AE in the record's project, 404/403 otherwise. The frame shows project, phase
 * and status only: the centre's team gets it on an unpublished evaluation too. The project
 * chooser asks the same gate before it offers a link into an area (mis-proyectos/enlace-area.ts).
 */
export const requireAreaAutoevaluacion = (ctx: DomainContext, id: number): Promise<AccesoAutoevaluacion> =>
  requireEnAutoevaluacion(ctx, id, AUTOEVALUACION.acceso, { marco: true });

/** The area frame of self-assessment `id` for a member of its team (AE in the project): 404/403 otherwise. */
export async function getAreaAutoevaluacion(ctx: DomainContext, id: number): Promise<AreaAutoevaluacion> {
  const acceso = await requireAreaAutoevaluacion(ctx, id);
  const [row] = await ctx.db
    .select({
      proyectoCodigo: proyectos.codigo,
      centro: centros.nombre,
      faseNombre: fasesProyecto.nombre,
      faseTipo: fasesProyecto.tipoClave,
      estadoNombre: estadoAuto.nombre,
      estadoColor: estadoAuto.color,
    })
    .from(autoevaluaciones)
    .innerJoin(proyectos, eq(proyectos.id, autoevaluaciones.proyectoId))
    .innerJoin(centros, eq(centros.id, proyectos.centroId))
    .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
    .leftJoin(estadoAuto, and(eq(estadoAuto.entidad, 'Autoevaluacion'), eq(estadoAuto.clave, autoevaluaciones.estadoClave)))
    .where(eq(autoevaluaciones.id, id));
  const a = acceso.autoevaluacion;
  const registros = acceso.capacidades;
  return {
    Id: a.id,
    Proyecto: { Id: a.proyectoId, Codigo: row?.proyectoCodigo ?? '', Centro: row?.centro ?? '' },
    Fase: { Clave: a.faseClave, Nombre: row?.faseNombre ?? a.faseClave, TipoClave: row?.faseTipo ?? '' },
    Estado: { Clave: a.estadoClave, Nombre: row?.estadoNombre ?? a.estadoClave, Color: row?.estadoColor ?? null },
    // During a correction round the frame says which standards still take changes.
    SoloLectura: (a.estadoClave === 'FIN' ? await motivoRondaAbierta(ctx, a.id) : null) ?? motivoSoloLectura(a),
    permisos: acceso.permisos,
    sujeto: { esSuperAdmin: acceso.actor.esSuperAdmin, permisos: acceso.permisos, registros: registros.niveles },
    Registros: registros.niveles,
    LadoEvaluacion: esDeSuLado(registros.sujeto, 'veredictos'),
  };
}
