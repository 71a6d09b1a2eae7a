import { eq } from 'drizzle-orm';
import { manuales } from '../../src/db/schema/catalogo.ts';
import { catalogoRows } from '../fixtures/catalogo.ts';
import { createUsuariosTestApp } from './usuarios-helpers.ts';

export { type Json, json } from './helpers.ts';

/**
 * The API over a fresh database with the demo users, plus a small catalogue written directly
 * (the manual calls are another area's): two manuals in edition, the first with two evidences,
 * the second with one. `publicar` moves a manual to vigente.
 */
export async function createPruebasTestApp() {
  const t = await createUsuariosTestApp();
  const rows = catalogoRows(t.db);

  /** A manual with one block, one standard and `nEvidencias` evidences (EV1, EV2, …). */
  async function manual(codigo: string, nEvidencias: number) {
    const manualId = await rows.manual({ codigo, nombre: `Manual ${codigo}` });
    const bloqueId = await rows.bloque(manualId, { codigo: 'B1' });
    const estandarId = await rows.estandar(manualId, bloqueId, { codigo: 'E1' });
    const evidenciaIds: number[] = [];
    for (let i = 1; i <= nEvidencias; i++)
      evidenciaIds.push(
        await rows.evidencia(manualId, estandarId, { codigo: `EV${i}`, descripcion: `Evidencia ${i}`, orden: i }),
      );
    return { manualId, evidenciaIds };
  }

  const m1 = await manual('M1', 2);
  const m2 = await manual('M2', 1);
  const publicar = (manualId: number) => t.db.update(manuales).set({ estadoClave: 'vigente' }).where(eq(manuales.id, manualId));
  const nuevoManual = manual;
  return { ...t, m1, m2, publicar, nuevoManual };
}
