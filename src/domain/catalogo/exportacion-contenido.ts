import { ejemplos, formularios } from '../../db/schema/catalogo.ts';
import type { Db } from '../../db/types.ts';
import { inIds } from '../shared/comun.ts';
import { loadPreguntasYRespuestas } from '../shared/formularios.ts';
import type { EjemploDoc, FormularioDoc } from './exportacion-schema.ts';

// Shared content (forms with questions and answers, examples) as export entries; the importer
// reads the same shape to decide whether an existing row is unchanged.

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

/** Forms with their questions and answers, in the order of `ids`, as export entries. */
export async function formulariosDoc(db: Db, ids: number[]): Promise<Omit<FormularioDoc, 'ref'>[]> {
  if (ids.length === 0) return [];
  const forms = await db.select().from(formularios).where(inIds(formularios.id, ids));
  const { qs, rs } = await loadPreguntasYRespuestas(db, ids);
  const rsBy = groupBy(rs, (r) => r.preguntaId);
  const qsBy = groupBy(qs, (q) => q.formularioId);
  const byId = new Map(forms.map((f) => [f.id, f]));
  return ids.flatMap((id) => {
    const f = byId.get(id);
    if (!f) return [];
    return [
      {
        origenId: f.id,
        titulo: f.titulo,
        aclaraciones: f.aclaraciones,
        minimo: f.minimo,
        preguntas: (qsBy.get(id) ?? []).map((q) => ({
          enunciado: q.enunciado,
          aclaraciones: q.aclaraciones,
          esencial: q.esencial,
          minimo: q.minimo,
          maximo: q.maximo,
          orden: q.orden,
          tipoClave: q.tipoClave,
          respuestas: (rsBy.get(q.id) ?? []).map((r) => ({
            enunciado: r.enunciado,
            esencial: r.esencial,
            correcta: r.correcta,
            orden: r.orden,
          })),
        })),
      },
    ];
  });
}

export async function ejemplosDoc(db: Db, ids: number[]): Promise<Omit<EjemploDoc, 'ref'>[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(ejemplos).where(inIds(ejemplos.id, ids));
  const byId = new Map(rows.map((e) => [e.id, e]));
  return ids.flatMap((id) => {
    const e = byId.get(id);
    return e
      ? [
          {
            origenId: e.id,
            titulo: e.titulo,
            autor: e.autor,
            referencia: e.referencia,
            descripcion: e.descripcion,
            texto: e.texto,
          },
        ]
      : [];
  });
}
