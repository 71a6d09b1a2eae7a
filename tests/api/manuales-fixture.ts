import { eq } from 'drizzle-orm';
import {
  ejemplos,
  estandarEjemplos,
  estandares,
  evidenciaPruebas,
  evidencias,
  formularios,
  guiasEvaluacion,
  preguntas,
  pruebas,
  respuestas,
} from '../../src/db/schema/catalogo.ts';
import { ficheros } from '../../src/db/schema/ficheros.ts';
import { usuarios } from '../../src/db/schema/index.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { newStorageKey } from '../../src/platform/storage/index.ts';
import { createUsuariosTestApp } from './usuarios-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies are JSON whose shape the assertions check
export type Json = any;
export const json = async (res: Response): Promise<Json> => res.json();

const audit = { altaFecha: '2026-03-01T10:00:00.000Z' };
const inst = SOLUDABLE.id;

/**
 * The API over the demo users, plus helpers for the catalogue tests: sessions per role, a user
 * with no profile at all (for 403 on reads), and direct inserts of the parts other areas own
 * (standards, evidences, tests, forms, files), so these tests do not depend on their routes.
 */
export async function createManualesTestApp() {
  const t = await createUsuariosTestApp();
  const admin = await t.as('admin');
  let seq = 0;

  /** A signed-in user without any profile. */
  const sinPerfil = async () => {
    seq += 1;
    await t.db.insert(usuarios).values({
      instanciaId: inst,
      nombre: 'Sin',
      apellido1: `Perfil${seq}`,
      email: `sinperfil${seq}@example.es`,
      userName: `sinperfil${seq}`,
      tipoDocumentoIdentidadClave: 'DNI',
      activo: true,
      ...audit,
    });
    return t.as(`sinperfil${seq}`);
  };

  const crearManual = async (over: Record<string, unknown> = {}) => {
    seq += 1;
    const res = await t.send('POST', '/api/manuales', admin, {
      codigo: `M${seq}`,
      nombre: `Manual ${seq}`,
      version: '1',
      mapaId: 1,
      ...over,
    });
    const body = await json(res);
    if (res.status !== 201) throw new Error(`crearManual: ${res.status} ${JSON.stringify(body)}`);
    return body.Id as number;
  };

  const crearBloque = async (manualId: number, over: Record<string, unknown> = {}) => {
    seq += 1;
    const res = await t.send('POST', '/api/bloques', admin, { codigo: `B${seq}`, nombre: `Bloque ${seq}`, manualId, ...over });
    const body = await json(res);
    if (res.status !== 201) throw new Error(`crearBloque: ${res.status} ${JSON.stringify(body)}`);
    return body.Id as number;
  };

  const crearEstandar = async (manualId: number, bloqueId: number, over: Record<string, unknown> = {}) => {
    seq += 1;
    const [row] = await t.db
      .insert(estandares)
      .values({ instanciaId: inst, manualId, bloqueId, codigo: `E${seq}`, descripcion: `Estándar ${seq}`, ...audit, ...over })
      .returning({ id: estandares.id });
    return (row as { id: number }).id;
  };

  const crearEvidencia = async (manualId: number, estandarId: number, over: Record<string, unknown> = {}) => {
    seq += 1;
    const [row] = await t.db
      .insert(evidencias)
      .values({ instanciaId: inst, manualId, estandarId, codigo: `EV${seq}`, descripcion: `Evidencia ${seq}`, ...audit, ...over })
      .returning({ id: evidencias.id });
    return (row as { id: number }).id;
  };

  /** A form with a single-choice question (two answers) and a text question. */
  const crearFormulario = async (titulo = 'Cuestionario') => {
    const [f] = await t.db
      .insert(formularios)
      .values({ instanciaId: inst, titulo, aclaraciones: 'Lea con atención', minimo: 1, ...audit })
      .returning({ id: formularios.id });
    const formularioId = (f as { id: number }).id;
    const [q] = await t.db
      .insert(preguntas)
      .values({ formularioId, enunciado: '¿Usa protector?', tipoClave: 'UNICA', esencial: true, orden: 1, ...audit })
      .returning({ id: preguntas.id });
    const preguntaId = (q as { id: number }).id;
    await t.db.insert(respuestas).values([
      { preguntaId, enunciado: 'Sí', correcta: true, orden: 1, ...audit },
      { preguntaId, enunciado: 'No', correcta: false, orden: 2, ...audit },
    ]);
    await t.db
      .insert(preguntas)
      .values({ formularioId, enunciado: 'Comentarios', tipoClave: 'TEXTO', orden: 2, maximo: 500, ...audit });
    return formularioId;
  };

  const crearPrueba = async (manualId: number, formularioId: number, evidenciaIds: number[]) => {
    seq += 1;
    const [p] = await t.db
      .insert(pruebas)
      .values({ instanciaId: inst, manualId, formularioId, descripcion: `Prueba ${seq}`, tipoClave: 'CUEST', ...audit })
      .returning({ id: pruebas.id });
    const pruebaId = (p as { id: number }).id;
    for (const [i, evidenciaId] of evidenciaIds.entries())
      await t.db.insert(evidenciaPruebas).values({ evidenciaId, pruebaId, orden: i + 1 });
    return pruebaId;
  };

  const crearEjemplo = async (estandarId: number, titulo = 'Buen ejemplo') => {
    const [e] = await t.db
      .insert(ejemplos)
      .values({ instanciaId: inst, titulo, autor: 'Ana', descripcion: '<p>Texto <strong>rico</strong></p>', ...audit })
      .returning({ id: ejemplos.id });
    const ejemploId = (e as { id: number }).id;
    await t.db.insert(estandarEjemplos).values({ estandarId, ejemploId });
    return ejemploId;
  };

  const crearGuia = async (manualId: number, estandarId: number) =>
    t.db.insert(guiasEvaluacion).values({
      instanciaId: inst,
      manualId,
      estandarId,
      descripcion: 'Compruebe el registro',
      generaAreaMejora: true,
      orden: 1,
      ...audit,
    });

  /** The manual's MAN file row (bytes are not needed by these calls). */
  const adjuntarFichero = async (manualId: number, claveAlmacen = newStorageKey()) => {
    const [f] = await t.db
      .insert(ficheros)
      .values({
        instanciaId: inst,
        nombreFisico: 'manual.pdf',
        claveAlmacen,
        tipoContenido: 'application/pdf',
        bytes: 5000,
        tipoClave: 'MAN',
        manualId,
        ...audit,
      })
      .returning({ id: ficheros.id });
    return (f as { id: number }).id;
  };

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
    sinPerfil,
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
