import { and, eq, inArray } from 'drizzle-orm';
import {
  ambitos,
  bloqueAmbitos,
  bloques,
  ejemplos,
  estandarAmbitos,
  estandarEjemplos,
  estandarEtiquetas,
  estandares,
  etiquetas,
  evidenciaEjemplos,
  evidenciaPruebas,
  evidencias,
  formularios,
  guiasEvaluacion,
  manualAmbitos,
  manuales,
  paquetes,
  preguntas,
  pruebas,
  respuestas,
} from '../schema/index.ts';
import type { Db } from '../types.ts';
import { SOLUDABLE } from './instancias.ts';
import { BLOQUES, type BloqueDef } from './manual-demo-contenido.ts';
import {
  AMBITOS,
  EJEMPLOS,
  type EjemploKey,
  ETIQUETAS_EST,
  FORMULARIOS,
  type FormularioKey,
  PAQUETES,
  PRUEBAS,
  type PreguntaDef,
  type PruebaKey,
} from './manual-demo-formularios.ts';
import { porPartes } from './por-partes.ts';

// The demo manual of the photoprotection mark: a published, public version
// 1.0 and a private 2.0 draft still in edition, so both the public pages and the "not public"
// rule can be seen. Idempotent: shared rows are found by name, a manual by code and version.

const I = SOLUDABLE.id;

interface ManualDef {
  codigo: string;
  nombre: string;
  version: string;
  estadoClave: 'edicion' | 'vigente' | 'obsoleto';
  publico: boolean;
  descripcion: string;
  enlace: string | null;
  fechaPublicacion: string | null;
  fechaCierre: string | null;
  bloques: BloqueDef[];
}

const DEMO_MANUALES: ManualDef[] = [
  {
    codigo: 'MAN-SOL',
    nombre: 'Manual de acreditación Soludable en fotoprotección',
    version: '1.0',
    estadoClave: 'vigente',
    publico: true,
    descripcion:
      'Criterios de evaluación del sello Soludable para centros educativos, instalaciones deportivas, turismo y ocio, y empresas con trabajo al aire libre: organización, sombra, educación, protección personal y mejora continua.',
    enlace: 'https://www.soludable.es/manual',
    fechaPublicacion: '2026-01-15',
    fechaCierre: '2028-12-31',
    bloques: BLOQUES,
  },
  {
    codigo: 'MAN-SOL',
    nombre: 'Manual de acreditación Soludable en fotoprotección (borrador)',
    version: '2.0',
    estadoClave: 'edicion',
    publico: false,
    descripcion: 'Borrador de la próxima versión del manual; no es público mientras se edita.',
    enlace: null,
    fechaPublicacion: null,
    fechaCierre: null,
    bloques: BLOQUES.slice(0, 2),
  },
];

type Alta = { altaFecha: string };

/** id by name for rows of a simple named table, inserting the missing names. */
async function idsByName(
  find: () => Promise<Array<{ id: number; nombre: string }>>,
  insert: (missing: string[]) => Promise<unknown>,
  names: readonly string[],
): Promise<Map<string, number>> {
  const have = new Set((await find()).map((r) => r.nombre));
  const missing = names.filter((n) => !have.has(n));
  if (missing.length > 0) await insert(missing);
  return new Map((await find()).map((r) => [r.nombre, r.id]));
}

async function seedFormulario(db: Db, key: FormularioKey, alta: Alta): Promise<number> {
  const def = FORMULARIOS[key];
  const [found] = await db
    .select({ id: formularios.id })
    .from(formularios)
    .where(and(eq(formularios.instanciaId, I), eq(formularios.titulo, def.titulo)));
  if (found) return found.id;
  const [form] = await db
    .insert(formularios)
    .values({ instanciaId: I, titulo: def.titulo, aclaraciones: def.aclaraciones, minimo: def.minimo, ...alta })
    .returning({ id: formularios.id });
  if (!form) throw new Error('formulario');
  const defs: PreguntaDef[] = def.preguntas;
  const qs = defs.map((p, i) => ({
    formularioId: form.id,
    enunciado: p.enunciado,
    tipoClave: p.tipoClave,
    aclaraciones: p.aclaraciones ?? null,
    esencial: p.esencial ?? false,
    minimo: p.minimo ?? null,
    maximo: p.maximo ?? null,
    orden: i + 1,
    ...alta,
  }));
  const rows = await db.insert(preguntas).values(qs).returning({ id: preguntas.id, orden: preguntas.orden });
  const byOrden = new Map(rows.map((r) => [r.orden, r.id]));
  const answers = defs.flatMap((p, i) =>
    (p.respuestas ?? []).map((a, j) => ({
      preguntaId: byOrden.get(i + 1) as number,
      enunciado: a.enunciado,
      correcta: a.correcta,
      esencial: false,
      orden: j + 1,
      ...alta,
    })),
  );
  await porPartes(respuestas, answers, (part) => db.insert(respuestas).values(part));
  return form.id;
}

async function seedEjemplos(db: Db, alta: Alta): Promise<Map<EjemploKey, number>> {
  const keys = Object.keys(EJEMPLOS) as EjemploKey[];
  const titulos = keys.map((k) => EJEMPLOS[k].titulo);
  const find = () =>
    db
      .select({ id: ejemplos.id, nombre: ejemplos.titulo })
      .from(ejemplos)
      .where(and(eq(ejemplos.instanciaId, I), inArray(ejemplos.titulo, titulos)));
  const ids = await idsByName(
    find,
    (missing) =>
      db
        .insert(ejemplos)
        .values(
          keys
            .filter((k) => missing.includes(EJEMPLOS[k].titulo))
            .map((k) => ({ instanciaId: I, texto: null, ...EJEMPLOS[k], ...alta })),
        ),
    titulos,
  );
  return new Map(keys.map((k) => [k, ids.get(EJEMPLOS[k].titulo) as number]));
}

interface Shared {
  ambitos: Map<string, number>;
  paquetes: Map<string, number>;
  etiquetas: Map<string, number>;
  formularios: Map<FormularioKey, number>;
  ejemplos: Map<EjemploKey, number>;
}

async function seedShared(db: Db, alta: Alta): Promise<Shared> {
  const ambitoIds = await idsByName(
    () => db.select({ id: ambitos.id, nombre: ambitos.nombre }).from(ambitos).where(eq(ambitos.instanciaId, I)),
    (missing) => db.insert(ambitos).values(missing.map((nombre) => ({ instanciaId: I, nombre, ...alta }))),
    AMBITOS,
  );
  const paqueteIds = await idsByName(
    () => db.select({ id: paquetes.id, nombre: paquetes.nombre }).from(paquetes).where(eq(paquetes.instanciaId, I)),
    (missing) => db.insert(paquetes).values(missing.map((nombre) => ({ instanciaId: I, nombre, ...alta }))),
    PAQUETES,
  );
  const etiquetaIds = await idsByName(
    () =>
      db
        .select({ id: etiquetas.id, nombre: etiquetas.nombre })
        .from(etiquetas)
        .where(and(eq(etiquetas.instanciaId, I), eq(etiquetas.tipoClave, 'EST'))),
    (missing) =>
      db.insert(etiquetas).values(
        ETIQUETAS_EST.filter((e) => missing.includes(e.nombre)).map((e) => ({
          instanciaId: I,
          tipoClave: 'EST',
          ...e,
          ...alta,
        })),
      ),
    ETIQUETAS_EST.map((e) => e.nombre),
  );
  const formularioIds = new Map<FormularioKey, number>();
  for (const key of Object.keys(FORMULARIOS) as FormularioKey[]) formularioIds.set(key, await seedFormulario(db, key, alta));
  return {
    ambitos: ambitoIds,
    paquetes: paqueteIds,
    etiquetas: etiquetaIds,
    formularios: formularioIds,
    ejemplos: await seedEjemplos(db, alta),
  };
}

const pick = <K, V>(map: Map<K, V>, key: K): V => {
  const v = map.get(key);
  if (v === undefined) throw new Error(`seed: falta ${String(key)}`);
  return v;
};

/** One manual with its whole tree; skipped when a manual with its code and version exists. */
async function seedManual(db: Db, def: ManualDef, shared: Shared, alta: Alta): Promise<void> {
  const [exists] = await db
    .select({ id: manuales.id })
    .from(manuales)
    .where(and(eq(manuales.instanciaId, I), eq(manuales.codigo, def.codigo), eq(manuales.version, def.version)));
  if (exists) return;
  const { bloques: defBloques, ...fields } = def;
  const [manual] = await db
    .insert(manuales)
    .values({ instanciaId: I, mapaId: 1, ...fields, ...alta })
    .returning({ id: manuales.id });
  if (!manual) throw new Error('manual');
  const manualId = manual.id;
  await db.insert(manualAmbitos).values(AMBITOS.map((a) => ({ manualId, ambitoId: pick(shared.ambitos, a) })));

  const bloqueRows = await db
    .insert(bloques)
    .values(
      defBloques.map((b, i) => ({
        instanciaId: I,
        manualId,
        codigo: b.codigo,
        nombre: b.nombre,
        descripcion: b.descripcion,
        color: b.color,
        orden: i + 1,
        ...alta,
      })),
    )
    .returning({ id: bloques.id, codigo: bloques.codigo });
  const bloqueId = new Map(bloqueRows.map((r) => [r.codigo as string, r.id]));
  await db
    .insert(bloqueAmbitos)
    .values(
      defBloques.flatMap((b) =>
        b.ambitos.map((a) => ({ bloqueId: pick(bloqueId, b.codigo), ambitoId: pick(shared.ambitos, a) })),
      ),
    );

  const defEstandares = defBloques.flatMap((b) => b.estandares.map((e) => ({ ...e, bloque: b.codigo })));
  const estRows = await porPartes<typeof estandares.$inferInsert, { id: number; codigo: string }>(
    estandares,
    defEstandares.map((e, i) => ({
      instanciaId: I,
      manualId,
      bloqueId: pick(bloqueId, e.bloque),
      codigo: e.codigo,
      descripcion: e.descripcion,
      esencial: e.esencial,
      proposito: e.proposito,
      observaciones: e.observaciones ?? null,
      paqueteId: e.paquete ? pick(shared.paquetes, e.paquete) : null,
      minimo: e.minimo,
      orden: i + 1,
      ...alta,
    })),
    (part) => db.insert(estandares).values(part).returning({ id: estandares.id, codigo: estandares.codigo }),
  );
  const estId = new Map(estRows.map((r) => [r.codigo, r.id]));
  const links = <T>(f: (e: (typeof defEstandares)[number], id: number) => T[]) =>
    defEstandares.flatMap((e) => f(e, pick(estId, e.codigo)));
  const etq = links((e, id) => (e.etiquetas ?? []).map((n) => ({ estandarId: id, etiquetaId: pick(shared.etiquetas, n) })));
  const amb = links((e, id) => (e.ambitos ?? []).map((n) => ({ estandarId: id, ambitoId: pick(shared.ambitos, n) })));
  const eje = links((e, id) => (e.ejemplos ?? []).map((k) => ({ estandarId: id, ejemploId: pick(shared.ejemplos, k) })));
  const gui = links((e, id) =>
    (e.guias ?? []).map((g, i) => ({ instanciaId: I, manualId, estandarId: id, ...g, orden: i + 1, ...alta })),
  );
  if (etq.length) await db.insert(estandarEtiquetas).values(etq);
  if (amb.length) await db.insert(estandarAmbitos).values(amb);
  if (eje.length) await db.insert(estandarEjemplos).values(eje);
  if (gui.length) await db.insert(guiasEvaluacion).values(gui);

  const defEvidencias = defEstandares.flatMap((e) => e.evidencias.map((v, i) => ({ ...v, estandar: e.codigo, orden: i + 1 })));
  const evRows = await porPartes<typeof evidencias.$inferInsert, { id: number; codigo: string }>(
    evidencias,
    defEvidencias.map((v) => ({
      instanciaId: I,
      manualId,
      estandarId: pick(estId, v.estandar),
      codigo: v.codigo,
      descripcion: v.descripcion,
      esencial: v.esencial,
      observaciones: v.observaciones ?? null,
      minimo: v.minimo,
      orden: v.orden,
      ...alta,
    })),
    (part) => db.insert(evidencias).values(part).returning({ id: evidencias.id, codigo: evidencias.codigo }),
  );
  const evId = new Map(evRows.map((r) => [r.codigo, r.id]));
  const evEje = defEvidencias.flatMap((v) =>
    (v.ejemplos ?? []).map((k) => ({ evidenciaId: pick(evId, v.codigo), ejemploId: pick(shared.ejemplos, k) })),
  );
  if (evEje.length) await db.insert(evidenciaEjemplos).values(evEje);

  // Only the tests some evidence of this manual uses.
  const usadas = [...new Set(defEvidencias.flatMap((v) => v.pruebas ?? []))] as PruebaKey[];
  if (usadas.length === 0) return;
  const prRows = await db
    .insert(pruebas)
    .values(
      usadas.map((k) => {
        const p = PRUEBAS[k];
        return {
          instanciaId: I,
          manualId,
          formularioId: pick(shared.formularios, p.formulario),
          descripcion: p.descripcion,
          aclaraciones: 'aclaraciones' in p ? p.aclaraciones : null,
          tipoClave: p.tipoClave,
          activo: true,
          ...alta,
        };
      }),
    )
    .returning({ id: pruebas.id, descripcion: pruebas.descripcion });
  const prId = new Map(prRows.map((r) => [r.descripcion, r.id]));
  await db.insert(evidenciaPruebas).values(
    defEvidencias.flatMap((v) =>
      (v.pruebas ?? []).map((k, i) => ({
        evidenciaId: pick(evId, v.codigo),
        pruebaId: pick(prId, PRUEBAS[k].descripcion),
        orden: i + 1,
      })),
    ),
  );
}

/** The demo manuals (MAN-SOL 1.0 public and vigente, MAN-SOL 2.0 draft) with shared content. */
export async function seedDemoManual(db: Db, now = new Date()): Promise<void> {
  const alta = { altaFecha: now.toISOString() };
  const shared = await seedShared(db, alta);
  for (const def of DEMO_MANUALES) await seedManual(db, def, shared, alta);
}
