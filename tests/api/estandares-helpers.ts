import {
  ambitos,
  bloques,
  ejemplos,
  estandares,
  etiquetas,
  evidencias,
  formularios,
  manuales,
  paquetes,
  pruebas,
} from '../../src/db/schema/index.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { createUsuariosTestApp, nuevoUsuario } from './usuarios-helpers.ts';

// biome-ignore lint/suspicious/noExplicitAny: replies are JSON whose shape the assertions check
export type Json = any;
export const json = async (res: Response): Promise<Json> => res.json();

const ALTA = { altaFecha: '2026-01-01T00:00:00.000Z' };
const I = SOLUDABLE.id;
let seq = 0;
const next = () => {
  seq += 1;
  return seq;
};

/**
 * The API over the demo users, plus rows of the catalogue written straight to the database
 * (manuals and blocks belong to another router; these tests are about standards and below).
 */
export async function createCatalogoTestApp() {
  const base = await createUsuariosTestApp();
  const { db } = base;
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0] as T;

  const manual = async (estadoClave: 'edicion' | 'vigente' | 'obsoleto' = 'edicion') =>
    (
      await one(
        db
          .insert(manuales)
          .values({
            instanciaId: I,
            codigo: `M${next()}`,
            nombre: 'Manual de prueba',
            version: '1',
            estadoClave,
            mapaId: 1,
            ...ALTA,
          })
          .returning({ id: manuales.id }),
      )
    ).id;
  const bloque = async (manualId: number, over: Partial<typeof bloques.$inferInsert> = {}) =>
    (
      await one(
        db
          .insert(bloques)
          .values({
            instanciaId: I,
            manualId,
            codigo: `B${next()}`,
            nombre: 'Bloque',
            color: '#ff8800',
            orden: 1,
            ...ALTA,
            ...over,
          })
          .returning({ id: bloques.id }),
      )
    ).id;
  /** A standard written directly (for published manuals, where the API refuses to create one). */
  const estandarRow = async (manualId: number, bloqueId: number, codigo = `E${next()}`) =>
    (
      await one(
        db
          .insert(estandares)
          .values({ instanciaId: I, manualId, bloqueId, codigo, descripcion: 'Estándar', ...ALTA })
          .returning({ id: estandares.id }),
      )
    ).id;
  const evidenciaRow = async (manualId: number, estandarId: number, codigo = `V${next()}`) =>
    (
      await one(
        db
          .insert(evidencias)
          .values({ instanciaId: I, manualId, estandarId, codigo, descripcion: 'Evidencia', ...ALTA })
          .returning({ id: evidencias.id }),
      )
    ).id;
  const etiqueta = async (tipoClave = 'EST', nombre = `Etiqueta ${next()}`) =>
    (
      await one(
        db
          .insert(etiquetas)
          .values({ instanciaId: I, nombre, color: '#123456', tipoClave, ...ALTA })
          .returning({ id: etiquetas.id }),
      )
    ).id;
  const ambito = async (nombre = `Ámbito ${next()}`) =>
    (
      await one(
        db
          .insert(ambitos)
          .values({ instanciaId: I, nombre, ...ALTA })
          .returning({ id: ambitos.id }),
      )
    ).id;
  const paquete = async (nombre = `Paquete ${next()}`) =>
    (
      await one(
        db
          .insert(paquetes)
          .values({ instanciaId: I, nombre, ...ALTA })
          .returning({ id: paquetes.id }),
      )
    ).id;
  const ejemploRow = async (titulo = `Ejemplo ${next()}`) =>
    (
      await one(
        db
          .insert(ejemplos)
          .values({ instanciaId: I, titulo, ...ALTA })
          .returning({ id: ejemplos.id }),
      )
    ).id;
  const prueba = async (manualId: number, descripcion = `Prueba ${next()}`) => {
    const form = await one(
      db
        .insert(formularios)
        .values({ instanciaId: I, titulo: 'Formulario', ...ALTA })
        .returning({ id: formularios.id }),
    );
    return (
      await one(
        db
          .insert(pruebas)
          .values({ instanciaId: I, manualId, formularioId: form.id, descripcion, ...ALTA })
          .returning({ id: pruebas.id }),
      )
    ).id;
  };

  const admin = await base.as('admin');
  /** Reads the catalogue (MANUALES at L) but may not write it. */
  const tutor = await base.as('tutor');
  /** Reads the catalogue through AE (self-assessment team) but may not write it. */
  const representante = await base.as('representante');
  /** A signed-in user without any profile: no catalogue permission at all. */
  const created = await base.send(
    'POST',
    '/api/usuarios',
    admin,
    nuevoUsuario({ email: 'sinperfil@example.es', documentoIdentidad: null }),
  );
  const { Id: sinPerfilId } = (await created.json()) as { Id: number };
  const sinPerfil = { Authorization: `Bearer ${(await createSession(db, { usuarioId: sinPerfilId, clock: base.clock })).token}` };

  return {
    ...base,
    admin,
    tutor,
    representante,
    sinPerfil,
    manual,
    bloque,
    estandarRow,
    evidenciaRow,
    etiqueta,
    ambito,
    paquete,
    ejemploRow,
    prueba,
  };
}

export type CatalogoTestApp = Awaited<ReturnType<typeof createCatalogoTestApp>>;

/** Every route answers 401 anonymously and 403 to a caller without the permission it needs. */
export async function expectDenied(
  t: CatalogoTestApp,
  routes: Array<[method: string, path: string, who: 'lector' | 'escritor']>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [method, path, who] of routes) {
    const bodyOf = method === 'GET' || method === 'DELETE' ? undefined : {};
    const anon = await t.send(method, path, {}, bodyOf);
    if (anon.status !== 401) problems.push(`${method} ${path} anonymous: ${anon.status}`);
    const denied = await t.send(method, path, t.sinPerfil, bodyOf);
    if (denied.status !== 403) problems.push(`${method} ${path} sin perfil: ${denied.status}`);
    if (who === 'escritor') {
      for (const [name, reader] of [
        ['tutor (MANUALES L)', t.tutor],
        ['representante (AE)', t.representante],
      ] as const) {
        const res = await t.send(method, path, reader, bodyOf);
        if (res.status !== 403) problems.push(`${method} ${path} ${name}: ${res.status}`);
      }
    }
  }
  return problems;
}
