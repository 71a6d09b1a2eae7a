import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import {
  ambitos,
  bloqueAmbitos,
  bloques,
  estandarAmbitos,
  estandarEjemplos,
  estandarEtiquetas,
  estandares,
  evidenciaEjemplos,
  evidenciaPruebas,
  evidencias,
  guiasEvaluacion,
  mapas,
  paquetes,
  pruebas,
} from '../../db/schema/catalogo.ts';
import { etiquetas } from '../../db/schema/identidad.ts';
import type { Db } from '../../db/types.ts';
import type { DomainContext } from '../context.ts';
import { inIds } from '../shared/comun.ts';
import { requireGestionCatalogo } from './acceso.ts';
import { loadManual } from './edicion.ts';
import { ejemplosDoc, formulariosDoc, groupBy } from './exportacion-contenido.ts';
import {
  type BloqueDoc,
  type EstandarDoc,
  type Exportacion,
  FORMATO,
  FORMATO_VERSION,
  type Opciones,
} from './exportacion-schema.ts';
import { manualAmbitosOf, manualEtiquetasOf } from './manuales.ts';

/** Short refs handed out in order of first appearance (P1, P2…), so the order is structural. */
function refs(prefix: string) {
  const map = new Map<number, string>();
  return {
    map,
    of(id: number): string {
      let r = map.get(id);
      if (!r) {
        r = `${prefix}${map.size + 1}`;
        map.set(id, r);
      }
      return r;
    },
  };
}

/**
 * GET /manuales/{id}/exportacion: the manual as a self-contained document (see
 * exportacion-schema.ts); `opciones` say which parts go in.
 */
export async function exportarManual(ctx: DomainContext, manualId: number, o: Opciones): Promise<Exportacion> {
  requireGestionCatalogo(ctx.actor);
  const db = ctx.db;
  const m = await loadManual(ctx, manualId);
  const [mapa] = await db.select({ clave: mapas.clave }).from(mapas).where(eq(mapas.id, m.mapaId));
  const manualEtiquetas = await manualEtiquetasOf(db, m.id);
  const doc: Exportacion = {
    formato: FORMATO,
    versionFormato: FORMATO_VERSION,
    opciones: o,
    manual: {
      codigo: m.codigo,
      nombre: m.nombre,
      version: m.version,
      descripcion: m.descripcion,
      enlace: m.enlace,
      fechaCierre: m.fechaCierre,
      publico: m.publico,
      ...(o.estado ? { estadoClave: m.estadoClave, fechaPublicacion: m.fechaPublicacion } : {}),
      ...(o.mapa && mapa ? { mapa: mapa.clave } : {}),
      ...(o.ambitos ? { ambitos: (await manualAmbitosOf(db, m.id)).map((a) => a.Nombre).sort() } : {}),
      etiquetas: manualEtiquetas.map((e) => ({ nombre: e.Nombre, color: e.Color })),
    },
  };

  const pruebaRefs = refs('P');
  const ejemploRefs = refs('E');
  const formRefs = refs('F');
  // Tests first, in id order: an evidence's links then point at refs that already exist.
  const pruebaRows = o.pruebas ? await db.select().from(pruebas).where(eq(pruebas.manualId, m.id)).orderBy(asc(pruebas.id)) : [];
  for (const p of pruebaRows) pruebaRefs.of(p.id);

  if (o.bloques) doc.bloques = await bloquesDoc(db, m.id, o, pruebaRefs.of, ejemploRefs.of);
  if (o.pruebas) {
    doc.pruebas = pruebaRows.map((p) => ({
      ref: pruebaRefs.of(p.id),
      descripcion: p.descripcion,
      aclaraciones: p.aclaraciones,
      tipoClave: p.tipoClave,
      activo: p.activo,
      formulario: formRefs.of(p.formularioId),
    }));
    const formIds = [...formRefs.map.keys()];
    doc.formularios = (await formulariosDoc(db, formIds)).map((f, i) => ({ ref: formRefs.of(formIds[i] as number), ...f }));
  }
  if (o.ejemplos && o.bloques && o.estandares) {
    const ids = [...ejemploRefs.map.keys()];
    doc.ejemplos = (await ejemplosDoc(db, ids)).map((e, i) => ({ ref: ejemploRefs.of(ids[i] as number), ...e }));
  }
  return doc;
}

async function bloquesDoc(
  db: Db,
  manualId: number,
  o: Opciones,
  pruebaRef: (id: number) => string,
  ejemploRef: (id: number) => string,
): Promise<BloqueDoc[]> {
  const bs = await db
    .select()
    .from(bloques)
    .where(eq(bloques.manualId, manualId))
    .orderBy(asc(bloques.orden), asc(bloques.codigo), asc(bloques.id));
  const ids = bs.map((b) => b.id);
  const bAmb = o.ambitos
    ? groupBy(
        await db
          .select({ id: bloqueAmbitos.bloqueId, nombre: ambitos.nombre })
          .from(bloqueAmbitos)
          .innerJoin(ambitos, eq(ambitos.id, bloqueAmbitos.ambitoId))
          .where(ids.length ? inArray(bloqueAmbitos.bloqueId, ids) : sql`0`)
          .orderBy(asc(ambitos.nombre)),
        (r) => r.id,
      )
    : new Map();
  const ests = o.estandares ? await estandaresDoc(db, manualId, o, pruebaRef, ejemploRef) : new Map<number, EstandarDoc[]>();
  return bs.map((b) => ({
    codigo: b.codigo,
    nombre: b.nombre,
    descripcion: b.descripcion,
    claseCSS: b.claseCss,
    color: b.color,
    orden: b.orden,
    ...(o.ambitos ? { ambitos: (bAmb.get(b.id) ?? []).map((a: { nombre: string }) => a.nombre) } : {}),
    ...(o.estandares ? { estandares: ests.get(b.id) ?? [] } : {}),
  }));
}

/** Standards of the manual grouped by block, with evidences, guides, tags, scopes and examples. */
async function estandaresDoc(
  db: Db,
  manualId: number,
  o: Opciones,
  pruebaRef: (id: number) => string,
  ejemploRef: (id: number) => string,
): Promise<Map<number, EstandarDoc[]>> {
  const es = await db
    .select({ e: estandares, paquete: paquetes.nombre })
    .from(estandares)
    .leftJoin(paquetes, eq(paquetes.id, estandares.paqueteId))
    .where(eq(estandares.manualId, manualId))
    .orderBy(asc(estandares.orden), asc(estandares.codigo), asc(estandares.id));
  const ids = es.map((r) => r.e.id);
  const within = (col: SQLiteColumn) => (ids.length ? inIds(col, ids) : sql`0`);
  const tags = groupBy(
    await db
      .select({ id: estandarEtiquetas.estandarId, nombre: etiquetas.nombre, color: etiquetas.color })
      .from(estandarEtiquetas)
      .innerJoin(etiquetas, eq(etiquetas.id, estandarEtiquetas.etiquetaId))
      .where(within(estandarEtiquetas.estandarId))
      .orderBy(asc(etiquetas.nombre), asc(etiquetas.id)),
    (r) => r.id,
  );
  const amb = groupBy(
    o.ambitos
      ? await db
          .select({ id: estandarAmbitos.estandarId, nombre: ambitos.nombre })
          .from(estandarAmbitos)
          .innerJoin(ambitos, eq(ambitos.id, estandarAmbitos.ambitoId))
          .where(within(estandarAmbitos.estandarId))
          .orderBy(asc(ambitos.nombre))
      : [],
    (r) => r.id,
  );
  const ejs = groupBy(
    o.ejemplos
      ? await db
          .select({ id: estandarEjemplos.estandarId, ejemploId: estandarEjemplos.ejemploId })
          .from(estandarEjemplos)
          .where(within(estandarEjemplos.estandarId))
          .orderBy(asc(estandarEjemplos.ejemploId))
      : [],
    (r) => r.id,
  );
  const guias = groupBy(
    await db
      .select()
      .from(guiasEvaluacion)
      .where(eq(guiasEvaluacion.manualId, manualId))
      .orderBy(asc(guiasEvaluacion.orden), asc(guiasEvaluacion.id)),
    (r) => r.estandarId,
  );
  const evs = o.evidencias ? await evidenciasDoc(db, manualId, o, pruebaRef, ejemploRef) : new Map();
  const out = new Map<number, EstandarDoc[]>();
  for (const { e, paquete } of es) {
    const entry: EstandarDoc = {
      codigo: e.codigo,
      descripcion: e.descripcion,
      esencial: e.esencial,
      proposito: e.proposito,
      observaciones: e.observaciones,
      minimo: e.minimo,
      orden: e.orden,
      ...(o.paquetes ? { paquete } : {}),
      etiquetas: (tags.get(e.id) ?? []).map((t) => ({ nombre: t.nombre, color: t.color })),
      ...(o.ambitos ? { ambitos: (amb.get(e.id) ?? []).map((a) => a.nombre) } : {}),
      ...(o.ejemplos ? { ejemplos: (ejs.get(e.id) ?? []).map((x) => ejemploRef(x.ejemploId)) } : {}),
      guias: (guias.get(e.id) ?? []).map((g) => ({
        descripcion: g.descripcion,
        generaAreaMejora: g.generaAreaMejora,
        generaFortaleza: g.generaFortaleza,
        orden: g.orden,
      })),
      ...(o.evidencias ? { evidencias: evs.get(e.id) ?? [] } : {}),
    };
    out.set(e.bloqueId, [...(out.get(e.bloqueId) ?? []), entry]);
  }
  return out;
}

async function evidenciasDoc(
  db: Db,
  manualId: number,
  o: Opciones,
  pruebaRef: (id: number) => string,
  ejemploRef: (id: number) => string,
) {
  const evs = await db
    .select()
    .from(evidencias)
    .where(eq(evidencias.manualId, manualId))
    .orderBy(asc(evidencias.orden), asc(evidencias.codigo), asc(evidencias.id));
  const ids = evs.map((e) => e.id);
  const within = (col: SQLiteColumn) => (ids.length ? inIds(col, ids) : sql`0`);
  const links = groupBy(
    o.pruebas
      ? await db
          .select()
          .from(evidenciaPruebas)
          .where(within(evidenciaPruebas.evidenciaId))
          .orderBy(asc(evidenciaPruebas.orden), asc(evidenciaPruebas.pruebaId))
      : [],
    (r) => r.evidenciaId,
  );
  const ejs = groupBy(
    o.ejemplos
      ? await db
          .select()
          .from(evidenciaEjemplos)
          .where(within(evidenciaEjemplos.evidenciaId))
          .orderBy(asc(evidenciaEjemplos.ejemploId))
      : [],
    (r) => r.evidenciaId,
  );
  const out = new Map<number, NonNullable<EstandarDoc['evidencias']>>();
  for (const e of evs) {
    const entry = {
      codigo: e.codigo,
      descripcion: e.descripcion,
      esencial: e.esencial,
      observaciones: e.observaciones,
      minimo: e.minimo,
      orden: e.orden,
      ...(o.ejemplos ? { ejemplos: (ejs.get(e.id) ?? []).map((x) => ejemploRef(x.ejemploId)) } : {}),
      ...(o.pruebas ? { pruebas: (links.get(e.id) ?? []).map((l) => ({ prueba: pruebaRef(l.pruebaId), orden: l.orden })) } : {}),
    };
    out.set(e.estandarId, [...(out.get(e.estandarId) ?? []), entry]);
  }
  return out;
}
