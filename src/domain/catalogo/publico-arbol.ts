import { asc, eq, inArray } from 'drizzle-orm';
import {
  bloques,
  ejemplos,
  estandarEjemplos,
  estandarEtiquetas,
  estandares,
  evidenciaEjemplos,
  evidenciaPruebas,
  evidencias,
  formularios,
  paquetes,
  pruebas,
} from '../../db/schema/catalogo.ts';
import { etiquetas } from '../../db/schema/identidad.ts';
import type { DomainContext } from '../context.ts';

// The tree of one manual (blocks → standards → evidences, with examples, and the tests of
// each evidence when asked), read in a fixed number of queries whatever the manual's size.

interface EjemploRef {
  Id: number;
  Titulo: string;
}

export interface PruebaRef {
  Id: number;
  Descripcion: string;
  Activo: boolean;
  Formulario: { Id: number; Titulo: string };
}

export interface EvidenciaNodo {
  Id: number;
  Codigo: string;
  Descripcion: string;
  Esencial: boolean;
  Minimo: number;
  Observaciones: string | null;
  Orden: number;
  Ejemplos: EjemploRef[];
  /** Only in the editor's tree (`conPruebas`). */
  Pruebas?: PruebaRef[];
}

export interface EstandarNodo {
  Id: number;
  Codigo: string;
  Descripcion: string;
  Proposito: string | null;
  Observaciones: string | null;
  Esencial: boolean;
  Minimo: number;
  Orden: number;
  Paquete: { Id: number; Nombre: string } | null;
  Etiquetas: Array<{ Id: number; Nombre: string; Color: string }>;
  Ejemplos: EjemploRef[];
  Evidencias: EvidenciaNodo[];
}

export interface BloqueNodo {
  Id: number;
  Codigo: string | null;
  Nombre: string | null;
  Descripcion: string | null;
  Color: string | null;
  Orden: number;
  /** Only in the editor's tree (`conPruebas`): a PUT of the block sends the whole form. */
  ClaseCss?: string | null;
  Estandares: EstandarNodo[];
}

const group = <T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> => {
  const m = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
};

/** Blocks of the manual in order, each with its standards and their evidences. */
export async function loadArbol(
  ctx: DomainContext,
  manualId: number,
  opts: { conPruebas?: boolean } = {},
): Promise<BloqueNodo[]> {
  const db = ctx.db;
  const [bRows, eRows, vRows] = await Promise.all([
    db
      .select()
      .from(bloques)
      .where(eq(bloques.manualId, manualId))
      .orderBy(asc(bloques.orden), asc(bloques.codigo), asc(bloques.id)),
    db
      .select({ e: estandares, paquete: paquetes })
      .from(estandares)
      .leftJoin(paquetes, eq(paquetes.id, estandares.paqueteId))
      .where(eq(estandares.manualId, manualId))
      .orderBy(asc(estandares.orden), asc(estandares.codigo), asc(estandares.id)),
    db
      .select()
      .from(evidencias)
      .where(eq(evidencias.manualId, manualId))
      .orderBy(asc(evidencias.orden), asc(evidencias.codigo), asc(evidencias.id)),
  ]);
  const estIds = eRows.map((r) => r.e.id);
  const evIds = vRows.map((r) => r.id);
  const [etqRows, estEjRows, evEjRows, prRows] = await Promise.all([
    estIds.length
      ? db
          .select({
            estandarId: estandarEtiquetas.estandarId,
            Id: etiquetas.id,
            Nombre: etiquetas.nombre,
            Color: etiquetas.color,
          })
          .from(estandarEtiquetas)
          .innerJoin(etiquetas, eq(etiquetas.id, estandarEtiquetas.etiquetaId))
          .where(inArray(estandarEtiquetas.estandarId, estIds))
          .orderBy(asc(etiquetas.nombre))
      : [],
    estIds.length
      ? db
          .select({ estandarId: estandarEjemplos.estandarId, Id: ejemplos.id, Titulo: ejemplos.titulo })
          .from(estandarEjemplos)
          .innerJoin(ejemplos, eq(ejemplos.id, estandarEjemplos.ejemploId))
          .where(inArray(estandarEjemplos.estandarId, estIds))
          .orderBy(asc(ejemplos.titulo))
      : [],
    evIds.length
      ? db
          .select({ evidenciaId: evidenciaEjemplos.evidenciaId, Id: ejemplos.id, Titulo: ejemplos.titulo })
          .from(evidenciaEjemplos)
          .innerJoin(ejemplos, eq(ejemplos.id, evidenciaEjemplos.ejemploId))
          .where(inArray(evidenciaEjemplos.evidenciaId, evIds))
          .orderBy(asc(ejemplos.titulo))
      : [],
    opts.conPruebas && evIds.length
      ? db
          .select({
            evidenciaId: evidenciaPruebas.evidenciaId,
            Id: pruebas.id,
            Descripcion: pruebas.descripcion,
            Activo: pruebas.activo,
            FormularioId: formularios.id,
            FormularioTitulo: formularios.titulo,
          })
          .from(evidenciaPruebas)
          .innerJoin(pruebas, eq(pruebas.id, evidenciaPruebas.pruebaId))
          .innerJoin(formularios, eq(formularios.id, pruebas.formularioId))
          .where(inArray(evidenciaPruebas.evidenciaId, evIds))
          .orderBy(asc(evidenciaPruebas.orden), asc(pruebas.id))
      : [],
  ]);
  const etqBy = group(etqRows, (r) => r.estandarId);
  const estEjBy = group(estEjRows, (r) => r.estandarId);
  const evEjBy = group(evEjRows, (r) => r.evidenciaId);
  const prBy = group(prRows, (r) => r.evidenciaId);
  const ref = (r: { Id: number; Titulo: string }): EjemploRef => ({ Id: r.Id, Titulo: r.Titulo });

  const evBy = group(
    vRows.map((v): EvidenciaNodo & { estandarId: number } => ({
      estandarId: v.estandarId,
      Id: v.id,
      Codigo: v.codigo,
      Descripcion: v.descripcion,
      Esencial: v.esencial,
      Minimo: v.minimo,
      Observaciones: v.observaciones,
      Orden: v.orden,
      Ejemplos: (evEjBy.get(v.id) ?? []).map(ref),
      ...(opts.conPruebas
        ? {
            Pruebas: (prBy.get(v.id) ?? []).map((p) => ({
              Id: p.Id,
              Descripcion: p.Descripcion,
              Activo: p.Activo,
              Formulario: { Id: p.FormularioId, Titulo: p.FormularioTitulo },
            })),
          }
        : {}),
    })),
    (v) => v.estandarId,
  );
  const estBy = group(
    eRows.map(({ e, paquete }): EstandarNodo & { bloqueId: number } => ({
      bloqueId: e.bloqueId,
      Id: e.id,
      Codigo: e.codigo,
      Descripcion: e.descripcion,
      Proposito: e.proposito,
      Observaciones: e.observaciones,
      Esencial: e.esencial,
      Minimo: e.minimo,
      Orden: e.orden,
      Paquete: paquete ? { Id: paquete.id, Nombre: paquete.nombre } : null,
      Etiquetas: (etqBy.get(e.id) ?? []).map(({ Id, Nombre, Color }) => ({ Id, Nombre, Color })),
      Ejemplos: (estEjBy.get(e.id) ?? []).map(ref),
      Evidencias: (evBy.get(e.id) ?? []).map(({ estandarId: _, ...v }) => v),
    })),
    (e) => e.bloqueId,
  );
  return bRows.map((b) => ({
    Id: b.id,
    Codigo: b.codigo,
    Nombre: b.nombre,
    Descripcion: b.descripcion,
    Color: b.color,
    Orden: b.orden,
    ...(opts.conPruebas ? { ClaseCss: b.claseCss } : {}),
    Estandares: (estBy.get(b.id) ?? []).map(({ bloqueId: _, ...e }) => e),
  }));
}
