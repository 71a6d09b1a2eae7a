import { and, eq } from 'drizzle-orm';
import { ambitos, ejemplos, estandarAmbitos, estandarEjemplos, estandarEtiquetas } from '../../db/schema/index.ts';
import { catalogoEstandares as t } from '../../i18n/catalogo-estandares.ts';
import type { DomainContext } from '../context.ts';
import { reasignarEnlaces, unknownIds } from '../shared/comun.ts';
import { requireCatalogo } from './acceso.ts';
import { requireManualEditable } from './edicion.ts';
import type { EstandarRecord } from './estandares.ts';
import { loadEstandarRecord } from './estandares.ts';
import { loadEstandar, unknownEtiquetas } from './estandares-save.ts';

// The reasignar calls of a standard: each replaces one link set atomically and answers with
// the new set. Tags and scopes change what an assessment shows, so they follow the
// publication rule; examples are reading material and may be linked at any time.

async function reread(ctx: DomainContext, estandarId: number): Promise<EstandarRecord> {
  return (await loadEstandarRecord(ctx.db, ctx.instancia.id, estandarId)) as EstandarRecord;
}

/** POST /estandares/{id}/etiquetas/reasignar: tags of type EST of this instance. */
export async function reasignarEtiquetasEstandar(ctx: DomainContext, estandarId: number, ids: number[]) {
  requireCatalogo(ctx.actor, 'E');
  const current = await loadEstandar(ctx, estandarId);
  await requireManualEditable(ctx, current.manualId);
  await reasignarEnlaces(ctx, {
    entidad: 'estandar',
    ids,
    field: 'etiquetas',
    message: t.etiquetasNoValidas,
    unknown: (wanted) => unknownEtiquetas(ctx, wanted),
    links: estandarEtiquetas,
    owner: estandarEtiquetas.estandarId,
    ownerId: estandarId,
    row: (etiquetaId) => ({ estandarId, etiquetaId }),
  });
  return (await reread(ctx, estandarId)).Etiquetas;
}

/** POST /estandares/{id}/ambitos/reasignar: scopes of this instance. */
export async function reasignarAmbitosEstandar(ctx: DomainContext, estandarId: number, ids: number[]) {
  requireCatalogo(ctx.actor, 'E');
  const current = await loadEstandar(ctx, estandarId);
  await requireManualEditable(ctx, current.manualId);
  await reasignarEnlaces(ctx, {
    entidad: 'estandar',
    ids,
    field: 'ambitos',
    message: t.ambitosNoValidos,
    unknown: (wanted) => unknownIds(ctx.db, ambitos.id, ambitos, wanted, eq(ambitos.instanciaId, ctx.instancia.id)),
    links: estandarAmbitos,
    owner: estandarAmbitos.estandarId,
    ownerId: estandarId,
    row: (ambitoId) => ({ estandarId, ambitoId }),
  });
  return (await reread(ctx, estandarId)).Ambitos;
}

/** POST /estandares/{id}/ejemplos/reasignar: examples of this instance (allowed in published manuals). */
export async function reasignarEjemplosEstandar(ctx: DomainContext, estandarId: number, ids: number[]) {
  requireCatalogo(ctx.actor, 'E');
  await loadEstandar(ctx, estandarId);
  await reasignarEnlaces(ctx, {
    entidad: 'estandar',
    ids,
    field: 'ejemplos',
    message: t.ejemplosNoValidos,
    unknown: (wanted) => unknownIds(ctx.db, ejemplos.id, ejemplos, wanted, and(eq(ejemplos.instanciaId, ctx.instancia.id))),
    links: estandarEjemplos,
    owner: estandarEjemplos.estandarId,
    ownerId: estandarId,
    row: (ejemploId) => ({ estandarId, ejemploId }),
  });
  return (await reread(ctx, estandarId)).Ejemplos;
}
