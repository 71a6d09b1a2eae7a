import { eq } from 'drizzle-orm';
import { ficheros } from '../../src/db/schema/ficheros.ts';
import { catalogoRows } from '../fixtures/catalogo.ts';
import { json } from './helpers.ts';
import { createUsuariosTestApp } from './usuarios-helpers.ts';

export { type Json, json } from './helpers.ts';

/**
 * The API over the demo users for the manual, block and basic-catalogue tests: manuals and
 * blocks through their own calls, and direct inserts of the parts other areas own
 * (standards, evidences, tests, forms, files), so these tests do not depend on their routes.
 */
export async function createManualesTestApp() {
  const t = await createUsuariosTestApp();
  const admin = await t.as('admin');
  let seq = 0;
  const next = () => {
    seq += 1;
    return seq;
  };
  const rows = catalogoRows(t.db, { next });

  const crear = async (what: string, path: string, payload: Record<string, unknown>) => {
    const res = await t.send('POST', path, admin, payload);
    const body = await json(res);
    if (res.status !== 201) throw new Error(`${what}: ${res.status} ${JSON.stringify(body)}`);
    return body.Id as number;
  };
  const crearManual = (over: Record<string, unknown> = {}) => {
    const n = next();
    return crear('crearManual', '/api/manuales', { codigo: `M${n}`, nombre: `Manual ${n}`, version: '1', mapaId: 1, ...over });
  };
  const crearBloque = (manualId: number, over: Record<string, unknown> = {}) => {
    const n = next();
    return crear('crearBloque', '/api/bloques', { codigo: `B${n}`, nombre: `Bloque ${n}`, manualId, ...over });
  };

  const crearEstandar = (manualId: number, bloqueId: number, over: Record<string, unknown> = {}) => {
    const n = next();
    return rows.estandar(manualId, bloqueId, { codigo: `E${n}`, descripcion: `Estándar ${n}`, ...over });
  };
  const crearEvidencia = (manualId: number, estandarId: number, over: Record<string, unknown> = {}) => {
    const n = next();
    return rows.evidencia(manualId, estandarId, { codigo: `EV${n}`, descripcion: `Evidencia ${n}`, ...over });
  };

  const crearFormulario = rows.cuestionario;
  const crearPrueba = (manualId: number, formularioId: number, evidenciaIds: number[]) =>
    rows.prueba(manualId, formularioId, evidenciaIds, { descripcion: `Prueba ${next()}`, tipoClave: 'CUEST' });
  const crearEjemplo = (estandarId: number, titulo = 'Buen ejemplo') =>
    rows.ejemplo({ titulo, autor: 'Ana', descripcion: '<p>Texto <strong>rico</strong></p>' }, [estandarId]);
  const crearGuia = (manualId: number, estandarId: number) => rows.guia(manualId, estandarId, { generaAreaMejora: true });
  const adjuntarFichero = rows.ficheroManual;

  /** A manual ready to publish: file, one block with one standard. */
  const manualCompleto = async (over: Record<string, unknown> = {}) => {
    const manualId = await crearManual(over);
    const bloqueId = await crearBloque(manualId);
    await crearEstandar(manualId, bloqueId);
    await adjuntarFichero(manualId);
    return { manualId, bloqueId };
  };

  const publicar = async (manualId: number) => {
    const res = await t.send('POST', `/api/manuales/${manualId}/publicar`, admin);
    if (res.status !== 200) throw new Error(`publicar: ${res.status} ${JSON.stringify(await res.json())}`);
  };

  const fichero = async (id: number) => (await t.db.select().from(ficheros).where(eq(ficheros.id, id)))[0];

  return {
    ...t,
    admin,
    crearManual,
    crearBloque,
    crearEstandar,
    crearEvidencia,
    crearFormulario,
    crearPrueba,
    crearEjemplo,
    crearGuia,
    adjuntarFichero,
    manualCompleto,
    publicar,
    fichero,
  };
}
