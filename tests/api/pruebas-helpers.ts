import { eq } from 'drizzle-orm';
import { bloques, estandares, evidencias, manuales } from '../../src/db/schema/catalogo.ts';
import { createUsuariosTestApp } from './usuarios-helpers.ts';

/**
 * The API over a fresh database with the demo users, plus a small catalogue written directly
 * (the manual calls are another area's): two manuals in edition, the first with two evidences,
 * the second with one. `publicar` moves a manual to vigente.
 */
export async function createPruebasTestApp() {
  const t = await createUsuariosTestApp();
  const altaFecha = new Date('2026-03-01T10:00:00Z').toISOString();
  const base = { instanciaId: 'soludable', altaFecha };

  async function manual(codigo: string, nEvidencias: number) {
    const [m] = await t.db
      .insert(manuales)
      .values({ ...base, codigo, nombre: `Manual ${codigo}`, version: '1', mapaId: 1 })
      .returning({ id: manuales.id });
    const manualId = (m as { id: number }).id;
    const [b] = await t.db
      .insert(bloques)
      .values({ ...base, manualId, codigo: 'B1', nombre: 'Bloque' })
      .returning({ id: bloques.id });
    const [e] = await t.db
      .insert(estandares)
      .values({ ...base, manualId, bloqueId: (b as { id: number }).id, codigo: 'E1', descripcion: 'Estándar' })
      .returning({ id: estandares.id });
    const evidenciaIds: number[] = [];
    for (let i = 1; i <= nEvidencias; i++) {
      const [ev] = await t.db
        .insert(evidencias)
        .values({
          ...base,
          manualId,
          estandarId: (e as { id: number }).id,
          codigo: `EV${i}`,
          descripcion: `Evidencia ${i}`,
          orden: i,
        })
        .returning({ id: evidencias.id });
      evidenciaIds.push((ev as { id: number }).id);
    }
    return { manualId, evidenciaIds };
  }

  const m1 = await manual('M1', 2);
  const m2 = await manual('M2', 1);
  const publicar = (manualId: number) => t.db.update(manuales).set({ estadoClave: 'vigente' }).where(eq(manuales.id, manualId));
  const nuevoManual = manual;
  return { ...t, m1, m2, publicar, nuevoManual };
}

// biome-ignore lint/suspicious/noExplicitAny: replies are JSON whose shape the assertions check
export type Json = any;
export const json = async (res: Response): Promise<Json> => res.json();
