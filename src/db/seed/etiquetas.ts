import { and, eq } from 'drizzle-orm';
import { etiquetas } from '../schema/index.ts';
import type { Db } from '../types.ts';
import { SOLUDABLE } from './instancias.ts';

/** Example user tags (type USU) for the demo. */
const DEMO_ETIQUETAS_USUARIO = [
  { nombre: 'Formación', color: '#2563eb' },
  { nombre: 'Evaluador externo', color: '#b45309' },
  { nombre: 'Colaborador', color: '#15803d' },
];

/** Adds the example user tags that are missing (tags have no natural key, so it checks by name). */
export async function seedDemoEtiquetas(db: Db, now = new Date()) {
  const existing = await db
    .select({ nombre: etiquetas.nombre })
    .from(etiquetas)
    .where(and(eq(etiquetas.instanciaId, SOLUDABLE.id), eq(etiquetas.tipoClave, 'USU')));
  const have = new Set(existing.map((e) => e.nombre));
  const missing = DEMO_ETIQUETAS_USUARIO.filter((e) => !have.has(e.nombre));
  if (missing.length === 0) return;
  await db
    .insert(etiquetas)
    .values(missing.map((e) => ({ ...e, instanciaId: SOLUDABLE.id, tipoClave: 'USU', altaFecha: now.toISOString() })));
}
