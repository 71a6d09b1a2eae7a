import type { bloques } from '../../src/db/schema/index.ts';
import { catalogoRows } from '../fixtures/catalogo.ts';
import { createUsuariosTestApp } from './usuarios-helpers.ts';

export { type Json, json } from './helpers.ts';

/**
 * The API over the demo users, plus rows of the catalogue written straight to the database
 * (manuals and blocks belong to another router; these tests are about standards and below).
 */
export async function createCatalogoTestApp() {
  const base = await createUsuariosTestApp();
  let seq = 0;
  const next = () => {
    seq += 1;
    return seq;
  };
  const rows = catalogoRows(base.db, { altaFecha: '2026-01-01T00:00:00.000Z', next });

  const manual = (estadoClave: 'edicion' | 'vigente' | 'obsoleto' = 'edicion') => rows.manual({ estadoClave });
  const bloque = (manualId: number, over: Partial<typeof bloques.$inferInsert> = {}) =>
    rows.bloque(manualId, { codigo: `B${next()}`, color: '#ff8800', orden: 1, ...over });
  /** A standard written directly (for published manuals, where the API refuses to create one). */
  const estandarRow = (manualId: number, bloqueId: number, codigo?: string) => rows.estandar(manualId, bloqueId, { codigo });
  const evidenciaRow = (manualId: number, estandarId: number, codigo?: string) =>
    rows.evidencia(manualId, estandarId, { codigo });
  const etiqueta = (tipoClave = 'EST', nombre?: string) => rows.etiqueta({ tipoClave, nombre });
  const ejemploRow = (titulo?: string) => rows.ejemplo({ titulo });
  const prueba = async (manualId: number, descripcion?: string) =>
    rows.prueba(manualId, await rows.formulario(), [], { descripcion });

  const admin = await base.as('admin');
  /** Reads the catalogue (MANUALES at L) but may not write it. */
  const tutor = await base.as('tutor');
  /** Reads the catalogue through AE (self-assessment team) but may not write it. */
  const representante = await base.as('representante');
  /** A signed-in user without any profile: no catalogue permission at all. */
  const sinPerfil = await base.sinPerfil();

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
    ambito: rows.ambito,
    paquete: rows.paquete,
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
