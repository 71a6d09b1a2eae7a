import type { BatchItem } from 'drizzle-orm/batch';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import {
  ambitos,
  bloqueAmbitos,
  bloques,
  ejemplos,
  estandarAmbitos,
  estandarEjemplos,
  estandarEtiquetas,
  estandares,
  evidenciaEjemplos,
  evidenciaPruebas,
  evidencias,
  formularios,
  guiasEvaluacion,
  manualAmbitos,
  manualEtiquetas,
  manuales,
  paquetes,
  preguntas,
  pruebas,
  respuestas,
} from '../../db/schema/catalogo.ts';
import { etiquetas } from '../../db/schema/identidad.ts';
import { altaAudit } from '../auditoria/columnas.ts';
import type { Actor, DomainContext } from '../context.ts';
import { chunkedInserts } from '../shared/comun.ts';
import type { Importacion } from './exportacion-schema.ts';

/** Tables that get new rows, with their SQL names (for sqlite_sequence). */
export const TABLES = {
  manuales: [manuales, 'manuales'],
  bloques: [bloques, 'bloques'],
  estandares: [estandares, 'estandares'],
  evidencias: [evidencias, 'evidencias'],
  pruebas: [pruebas, 'pruebas'],
  formularios: [formularios, 'formularios'],
  preguntas: [preguntas, 'preguntas'],
  respuestas: [respuestas, 'respuestas'],
  ejemplos: [ejemplos, 'ejemplos'],
  guias: [guiasEvaluacion, 'guias_evaluacion'],
  ambitos: [ambitos, 'ambitos'],
  paquetes: [paquetes, 'paquetes'],
  etiquetas: [etiquetas, 'etiquetas'],
} as const satisfies Record<string, readonly [SQLiteTable, string]>;
export type IdCounters = Record<keyof typeof TABLES, number>;

/** What already exists in this instance: lookups by name, and forms/examples to share (by ref). */
export interface Resolved {
  mapaId: number;
  /** Lower-cased scope name → id. */
  ambitos: Map<string, number>;
  paquetes: Map<string, number>;
  /** `${tipoClave}|${nombre}` → id. */
  etiquetas: Map<string, number>;
  formularios: Map<string, number>;
  ejemplos: Map<string, number>;
}

type Row = Record<string, unknown>;

/**
 * The statements that write the imported manual, in foreign-key order, with the ids taken
 * from `counters`. Pure: it reads nothing, so the caller can run it again with fresh ids.
 */
export function buildImport(
  ctx: DomainContext,
  actor: Actor,
  doc: Importacion,
  resolved: Resolved,
  counters: IdCounters,
): { manualId: number; statements: BatchItem<'sqlite'>[] } {
  const next = { ...counters };
  const alloc = (k: keyof IdCounters) => next[k]++;
  const inst = ctx.instancia.id;
  const audit = altaAudit(actor, ctx.clock.now());
  const rows = new Map<SQLiteTable, Row[]>();
  const add = (table: SQLiteTable, row: Row) => rows.set(table, [...(rows.get(table) ?? []), row]);

  const ambitoId = (nombre: string) => {
    const key = nombre.toLowerCase();
    let id = resolved.ambitos.get(key);
    if (id === undefined) {
      id = alloc('ambitos');
      resolved.ambitos.set(key, id);
      add(ambitos, { id, instanciaId: inst, nombre, ...audit });
    }
    return id;
  };
  const paqueteId = (nombre: string | null | undefined) => {
    if (!nombre) return null;
    let id = resolved.paquetes.get(nombre);
    if (id === undefined) {
      id = alloc('paquetes');
      resolved.paquetes.set(nombre, id);
      add(paquetes, { id, instanciaId: inst, nombre, ...audit });
    }
    return id;
  };
  const etiquetaId = (tipoClave: 'MAN' | 'EST', e: { nombre: string; color: string }) => {
    const key = `${tipoClave}|${e.nombre}`;
    let id = resolved.etiquetas.get(key);
    if (id === undefined) {
      id = alloc('etiquetas');
      resolved.etiquetas.set(key, id);
      add(etiquetas, { id, instanciaId: inst, nombre: e.nombre, color: e.color.toLowerCase(), tipoClave, ...audit });
    }
    return id;
  };
  const unique = (ids: number[]) => [...new Set(ids)];

  const m = doc.manual;
  const manualId = alloc('manuales');
  add(manuales, {
    id: manualId,
    instanciaId: inst,
    codigo: doc.codigo ?? m.codigo,
    nombre: doc.nombre ?? m.nombre,
    version: doc.version ?? m.version,
    estadoClave: m.estadoClave ?? 'edicion',
    mapaId: resolved.mapaId,
    descripcion: m.descripcion,
    enlace: m.enlace,
    fechaCierre: m.fechaCierre,
    fechaPublicacion: m.estadoClave ? (m.fechaPublicacion ?? null) : null,
    publico: m.publico,
    ...audit,
  });
  for (const id of unique(m.etiquetas.map((e) => etiquetaId('MAN', e)))) add(manualEtiquetas, { manualId, etiquetaId: id });
  for (const id of unique((m.ambitos ?? []).map(ambitoId))) add(manualAmbitos, { manualId, ambitoId: id });

  const formIds = new Map<string, number>();
  for (const f of doc.formularios ?? []) {
    const shared = resolved.formularios.get(f.ref);
    if (shared !== undefined) {
      formIds.set(f.ref, shared);
      continue;
    }
    const id = alloc('formularios');
    formIds.set(f.ref, id);
    add(formularios, { id, instanciaId: inst, titulo: f.titulo, aclaraciones: f.aclaraciones, minimo: f.minimo, ...audit });
    for (const q of f.preguntas) {
      const preguntaId = alloc('preguntas');
      const { respuestas: rs, ...fields } = q;
      add(preguntas, { id: preguntaId, formularioId: id, ...fields, ...audit });
      for (const r of rs) add(respuestas, { id: alloc('respuestas'), preguntaId, ...r, ...audit });
    }
  }
  const ejemploIds = new Map<string, number>();
  for (const e of doc.ejemplos ?? []) {
    const shared = resolved.ejemplos.get(e.ref);
    if (shared !== undefined) {
      ejemploIds.set(e.ref, shared);
      continue;
    }
    const id = alloc('ejemplos');
    ejemploIds.set(e.ref, id);
    const { ref: _ref, origenId: _origen, ...fields } = e;
    add(ejemplos, { id, instanciaId: inst, ...fields, ...audit });
  }
  const pruebaIds = new Map<string, number>();
  for (const p of doc.pruebas ?? []) {
    const id = alloc('pruebas');
    pruebaIds.set(p.ref, id);
    add(pruebas, {
      id,
      instanciaId: inst,
      manualId,
      formularioId: formIds.get(p.formulario),
      descripcion: p.descripcion,
      aclaraciones: p.aclaraciones,
      tipoClave: p.tipoClave,
      activo: p.activo,
      ...audit,
    });
  }
  const ejemploRefs = (list: string[] | undefined) => unique((list ?? []).map((r) => ejemploIds.get(r) as number));

  for (const b of doc.bloques ?? []) {
    const bloqueId = alloc('bloques');
    const { ambitos: bAmb, estandares: bEst, claseCSS, ...bFields } = b;
    add(bloques, { id: bloqueId, instanciaId: inst, manualId, ...bFields, claseCss: claseCSS, ...audit });
    for (const id of unique((bAmb ?? []).map(ambitoId))) add(bloqueAmbitos, { bloqueId, ambitoId: id });
    for (const e of bEst ?? []) {
      const estandarId = alloc('estandares');
      add(estandares, {
        id: estandarId,
        instanciaId: inst,
        manualId,
        bloqueId,
        codigo: e.codigo,
        descripcion: e.descripcion,
        esencial: e.esencial,
        proposito: e.proposito,
        observaciones: e.observaciones,
        paqueteId: paqueteId(e.paquete),
        minimo: e.minimo,
        orden: e.orden,
        ...audit,
      });
      for (const id of unique(e.etiquetas.map((x) => etiquetaId('EST', x))))
        add(estandarEtiquetas, { estandarId, etiquetaId: id });
      for (const id of unique((e.ambitos ?? []).map(ambitoId))) add(estandarAmbitos, { estandarId, ambitoId: id });
      for (const id of ejemploRefs(e.ejemplos)) add(estandarEjemplos, { estandarId, ejemploId: id });
      for (const g of e.guias)
        add(guiasEvaluacion, { id: alloc('guias'), instanciaId: inst, manualId, estandarId, ...g, ...audit });
      for (const ev of e.evidencias ?? []) {
        const evidenciaId = alloc('evidencias');
        const { ejemplos: evEj, pruebas: evPr, ...evFields } = ev;
        add(evidencias, { id: evidenciaId, instanciaId: inst, manualId, estandarId, ...evFields, ...audit });
        for (const id of ejemploRefs(evEj)) add(evidenciaEjemplos, { evidenciaId, ejemploId: id });
        const seen = new Set<number>();
        for (const l of evPr ?? []) {
          const pruebaId = pruebaIds.get(l.prueba) as number;
          if (seen.has(pruebaId)) continue;
          seen.add(pruebaId);
          add(evidenciaPruebas, { evidenciaId, pruebaId, orden: l.orden });
        }
      }
    }
  }

  // Parents before children, so every foreign key finds its row within the batch.
  const order: SQLiteTable[] = [
    ambitos,
    paquetes,
    etiquetas,
    manuales,
    manualEtiquetas,
    manualAmbitos,
    formularios,
    preguntas,
    respuestas,
    ejemplos,
    pruebas,
    bloques,
    bloqueAmbitos,
    estandares,
    estandarEtiquetas,
    estandarAmbitos,
    estandarEjemplos,
    guiasEvaluacion,
    evidencias,
    evidenciaEjemplos,
    evidenciaPruebas,
  ];
  const statements = order.flatMap((table) => chunkedInserts(ctx.db, table, rows.get(table) ?? []));
  return { manualId, statements };
}
