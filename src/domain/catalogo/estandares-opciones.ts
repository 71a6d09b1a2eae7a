import { and, asc, eq } from 'drizzle-orm';
import {
  ambitos,
  bloques,
  ejemplos,
  estandares,
  etiquetas,
  evidencias,
  manuales,
  paquetes,
  pruebas,
} from '../../db/schema/index.ts';
import type { DomainContext } from '../context.ts';
import { requireCatalogo } from './acceso.ts';
import { manualRefColumns } from './comun.ts';
import { TIPO_ETIQUETA_ESTANDAR } from './estandares-save.ts';

// Choices the standard, evidence and example pages offer in their selects and pickers. The
// catalogue is small (a few manuals of tens of standards), so each is read whole.

interface OpcionManual {
  Id: number;
  Codigo: string;
  Nombre: string;
  Version: string;
  EstadoClave: string;
}

/** Manuals, blocks, packages, standard tags and scopes of the instance. */
export async function opcionesEstandar(ctx: DomainContext) {
  requireCatalogo(ctx.actor, 'L');
  const i = ctx.instancia.id;
  const [ms, bs, ps, es, as] = await Promise.all([
    ctx.db
      .select(manualRefColumns)
      .from(manuales)
      .where(eq(manuales.instanciaId, i))
      .orderBy(asc(manuales.codigo), asc(manuales.version)),
    ctx.db
      .select({
        Id: bloques.id,
        ManualId: bloques.manualId,
        Codigo: bloques.codigo,
        Nombre: bloques.nombre,
        Color: bloques.color,
      })
      .from(bloques)
      .where(eq(bloques.instanciaId, i))
      .orderBy(asc(bloques.manualId), asc(bloques.orden), asc(bloques.id)),
    ctx.db
      .select({ Id: paquetes.id, Nombre: paquetes.nombre })
      .from(paquetes)
      .where(eq(paquetes.instanciaId, i))
      .orderBy(asc(paquetes.nombre)),
    ctx.db
      .select({ Id: etiquetas.id, Nombre: etiquetas.nombre, Color: etiquetas.color })
      .from(etiquetas)
      .where(and(eq(etiquetas.instanciaId, i), eq(etiquetas.tipoClave, TIPO_ETIQUETA_ESTANDAR)))
      .orderBy(asc(etiquetas.nombre)),
    ctx.db
      .select({ Id: ambitos.id, Nombre: ambitos.nombre })
      .from(ambitos)
      .where(eq(ambitos.instanciaId, i))
      .orderBy(asc(ambitos.nombre)),
  ]);
  return { manuales: ms as OpcionManual[], bloques: bs, paquetes: ps, etiquetas: es, ambitos: as };
}

/** Examples of the instance (pickers of standards and evidences). */
export async function opcionesEjemplos(ctx: DomainContext) {
  requireCatalogo(ctx.actor, 'L');
  return ctx.db
    .select({ Id: ejemplos.id, Titulo: ejemplos.titulo })
    .from(ejemplos)
    .where(eq(ejemplos.instanciaId, ctx.instancia.id))
    .orderBy(asc(ejemplos.titulo), asc(ejemplos.id));
}

/** Standards of the instance, optionally of one manual (evidence form, example pickers). */
export async function opcionesEstandares(ctx: DomainContext, manualId?: number) {
  requireCatalogo(ctx.actor, 'L');
  return ctx.db
    .select({ Id: estandares.id, ManualId: estandares.manualId, Codigo: estandares.codigo, Descripcion: estandares.descripcion })
    .from(estandares)
    .innerJoin(bloques, eq(bloques.id, estandares.bloqueId))
    .where(
      and(eq(estandares.instanciaId, ctx.instancia.id), manualId === undefined ? undefined : eq(estandares.manualId, manualId)),
    )
    .orderBy(asc(estandares.manualId), asc(bloques.orden), asc(estandares.orden), asc(estandares.codigo));
}

/** Evidences of the instance (example pickers). */
export async function opcionesEvidencias(ctx: DomainContext) {
  requireCatalogo(ctx.actor, 'L');
  return ctx.db
    .select({ Id: evidencias.id, ManualId: evidencias.manualId, Codigo: evidencias.codigo, Descripcion: evidencias.descripcion })
    .from(evidencias)
    .where(eq(evidencias.instanciaId, ctx.instancia.id))
    .orderBy(asc(evidencias.manualId), asc(evidencias.codigo));
}

/** Tests of one manual (evidence picker: only tests of the same manual may be linked). */
export async function opcionesPruebas(ctx: DomainContext, manualId: number) {
  requireCatalogo(ctx.actor, 'L');
  return ctx.db
    .select({ Id: pruebas.id, Descripcion: pruebas.descripcion })
    .from(pruebas)
    .where(and(eq(pruebas.instanciaId, ctx.instancia.id), eq(pruebas.manualId, manualId)))
    .orderBy(asc(pruebas.descripcion), asc(pruebas.id));
}
