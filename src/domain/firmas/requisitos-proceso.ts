import { asc, eq } from 'drizzle-orm';
import { procesoFirmas } from '../../db/schema/firmas.ts';
import { procesoTiposFichero } from '../../db/schema/procesos.ts';
import { auditar, commit } from '../auditoria/registro.ts';
import type { DomainContext } from '../context.ts';
import { requireProcesos } from '../procesos/acceso.ts';
import { loadProceso } from '../procesos/lectura.ts';
import { touchProceso } from '../procesos/procesos.ts';
import { agrupar, checkRequisitos, loadPerfilesInstancia, tiposFirmables } from '../procesos/requisitos-firma.ts';
import type { RequisitosInput } from '../procesos/requisitos-firma-schema.ts';
import { loadRequisitos, REQUISITOS_POR_DEFECTO } from './requisitos.ts';
import type { RequisitosProcesoRecord } from './requisitos-schema.ts';

// A process's signature requirements are one of its settings: read by who reads processes and
// changed by who edits them (the PROCESOS policy). They say which signatures are still pending;
// a signature already made is never touched by a change (firmas.ts keeps listing it as FIR).

/** The document types the process's projects hold (tiposFirmables), its own file types read here. */
async function loadTiposFirmables(ctx: DomainContext, procesoId: number) {
  const propios = await ctx.db
    .select({ Clave: procesoTiposFichero.clave, Nombre: procesoTiposFichero.nombre })
    .from(procesoTiposFichero)
    .where(eq(procesoTiposFichero.procesoId, procesoId))
    .orderBy(asc(procesoTiposFichero.orden), asc(procesoTiposFichero.clave));
  return tiposFirmables(propios);
}

/** The choices a requirement may name: the process's signable document types and the instance's profiles. */
async function loadOpciones(ctx: DomainContext, procesoId: number) {
  const [tipos, perfiles] = await Promise.all([loadTiposFirmables(ctx, procesoId), loadPerfilesInstancia(ctx)]);
  return { tipos, perfiles };
}
type Opciones = Awaited<ReturnType<typeof loadOpciones>>;

/**
 * The record the API answers with. A write passes in the choices it validated against, so one
 * request reads them once; they cannot change between the check and the reply of the same write.
 */
async function loadRecord(ctx: DomainContext, procesoId: number, leidas?: Opciones): Promise<RequisitosProcesoRecord> {
  const [{ tipos, perfiles: perfilesTodos }, requisitos, propios] = await Promise.all([
    leidas ?? loadOpciones(ctx, procesoId),
    loadRequisitos(ctx.db, [procesoId]),
    ctx.db.select({ id: procesoFirmas.id }).from(procesoFirmas).where(eq(procesoFirmas.procesoId, procesoId)).limit(1),
  ]);
  const nombreTipo = (clave: string) => tipos.find((x) => x.Clave === clave)?.Nombre ?? clave;
  const nombrePerfil = (clave: string) => perfilesTodos.find((x) => x.Clave === clave)?.Nombre ?? clave;
  return {
    ProcesoId: procesoId,
    PorDefecto: propios.length === 0,
    Requisitos: agrupar(requisitos.get(procesoId) ?? []).map((g) => ({
      TipoFichero: g.tipoFichero,
      TipoFicheroNombre: nombreTipo(g.tipoFichero),
      Perfiles: g.perfiles.map((Clave) => ({ Clave, Nombre: nombrePerfil(Clave) })),
    })),
    TiposFichero: tipos,
    Perfiles: perfilesTodos,
  };
}

/** GET procesos/{id}/firmas: the process's requirements (its own, or the defaults) and the choices. */
export async function getRequisitosFirma(ctx: DomainContext, procesoId: number): Promise<RequisitosProcesoRecord> {
  requireProcesos(ctx.actor, 'L');
  await loadProceso(ctx, procesoId);
  return loadRecord(ctx, procesoId);
}

/** Throws 422 on a requirement naming a type or profile not offered; returns the choices it read. */
async function validateRequisitos(ctx: DomainContext, procesoId: number, input: RequisitosInput) {
  const opciones = await loadOpciones(ctx, procesoId);
  checkRequisitos(opciones.tipos, opciones.perfiles, input);
  return opciones;
}

/** "INF: JEFE_EVACN, ADMIN; CER_PRV: ADMIN", how the audit entry shows a list of requirements. */
const resumen = (grupos: ReturnType<typeof agrupar>) =>
  grupos.map((g) => `${g.tipoFichero}: ${g.perfiles.join(', ')}`).join('; ');

/**
 * PUT procesos/{id}/firmas: the process's requirements become exactly this list (an empty one
 * gives back the defaults), in one batch with the process's modification stamp and the audit entry.
 */
export async function saveRequisitosFirma(
  ctx: DomainContext,
  procesoId: number,
  input: RequisitosInput,
): Promise<RequisitosProcesoRecord> {
  const actor = requireProcesos(ctx.actor, 'E');
  await loadProceso(ctx, procesoId);
  const opciones = await validateRequisitos(ctx, procesoId, input);
  const antes = (await loadRequisitos(ctx.db, [procesoId])).get(procesoId) ?? [];
  const filas = input.requisitos.flatMap((r) =>
    r.perfiles.map((perfilClave) => ({ tipoFicheroClave: r.tipoFichero, perfilClave })),
  );
  await commit(ctx, [
    ctx.db.delete(procesoFirmas).where(eq(procesoFirmas.procesoId, procesoId)),
    // orden runs across the whole list, so it keeps both the documents' and the profiles' order.
    ...filas.map((f, i) => ctx.db.insert(procesoFirmas).values({ procesoId, ...f, orden: i + 1 })),
    touchProceso(ctx, actor, procesoId),
    auditar({
      accion: 'MODIFICAR',
      entidad: 'proceso',
      entidadId: procesoId,
      cambios: [
        {
          Campo: 'Firmas',
          Antes: resumen(agrupar(antes)),
          Despues: resumen(filas.length ? input.requisitos : agrupar(REQUISITOS_POR_DEFECTO)),
        },
      ],
    }),
  ]);
  return loadRecord(ctx, procesoId, opciones);
}
