import { describe, expect, it } from 'vitest';
import { crearManual } from '../../../tests/fixtures/catalogo.ts';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import type { Instancia } from '../../db/schema/index.ts';
import { seedBase } from '../../db/seed/index.ts';
import { SOLUDABLE } from '../../db/seed/instancias.ts';
import type { Actor, DomainContext } from '../context.ts';
import { puedeLeerCatalogo } from './acceso.ts';
import { esPublico, getArbolEdicion, getTablaManual, type ManualPublico, manualActual } from './publico.ts';

const actor = (permisos: Array<[string, boolean]>, esSuperAdmin = false): Actor => ({
  usuarioId: 1,
  nombre: 'Prueba',
  esSuperAdmin,
  tipoPerfil: 'GES',
  permisos: permisos.map(([clave, escritura]) => ({ clave, escritura })),
  permisosGenerales: [],
});

async function context(a: Actor | null): Promise<DomainContext> {
  const db = createIsolatedDb();
  await migrateLibsql(db);
  await seedBase(db);
  return { db, actor: a, instancia: { ...SOLUDABLE, activo: true } as unknown as Instancia, clock: { now: () => new Date() } };
}

describe('public manual rules', () => {
  it('a manual is public only when flagged and published', () => {
    expect(esPublico({ publico: true, estadoClave: 'vigente' })).toBe(true);
    expect(esPublico({ publico: true, estadoClave: 'obsoleto' })).toBe(true);
    expect(esPublico({ publico: true, estadoClave: 'edicion' })).toBe(false);
    expect(esPublico({ publico: false, estadoClave: 'vigente' })).toBe(false);
  });

  it('catalogue readers hold MANUALES, GEST_PROCESOS, AE or INF_EVAL (read is enough), or are super admins', () => {
    expect(puedeLeerCatalogo(null)).toBe(false);
    expect(puedeLeerCatalogo(actor([]))).toBe(false);
    expect(puedeLeerCatalogo(actor([['PERSONAS', true]]))).toBe(false);
    expect(puedeLeerCatalogo(actor([['inf_eval', false]]))).toBe(true);
    expect(puedeLeerCatalogo(actor([['GEST_PROCESOS', false]]))).toBe(true);
    expect(puedeLeerCatalogo(actor([], true))).toBe(true);
  });

  it('/manual/publico without id opens the one manual in force, if there is exactly one', () => {
    const m = (Id: number, EstadoClave: string) => ({ Id, EstadoClave }) as ManualPublico;
    expect(manualActual([m(1, 'vigente'), m(2, 'obsoleto')])?.Id).toBe(1);
    expect(manualActual([m(1, 'vigente'), m(2, 'vigente')])).toBeNull();
    expect(manualActual([m(2, 'obsoleto')])).toBeNull();
  });
});

describe('summary table', () => {
  it('has one row per standard with its evidence count for a visible manual', async () => {
    const ctx = await context(null);
    const f = await crearManual(ctx.db, { estadoClave: 'vigente', publico: true, bloques: 3 });
    const { manual, filas } = await getTablaManual(ctx, f.manualId);
    expect(manual?.Id).toBe(f.manualId);
    expect(filas).toHaveLength(6);
    expect(filas[0]).toMatchObject({ Codigo: '1.1', Esencial: true, Minimo: 1, NumeroEvidencias: 2, Bloque: { Codigo: 'B1' } });
    expect(filas.map((r) => r.Bloque.Codigo)).toEqual(['B1', 'B1', 'B2', 'B2', 'B3', 'B3']);
  });

  it('is an empty list (not an error) for a manual the caller may not see', async () => {
    const ctx = await context(actor([['PERSONAS', true]]));
    const f = await crearManual(ctx.db, { estadoClave: 'vigente', publico: false });
    expect(await getTablaManual(ctx, f.manualId)).toEqual({ manual: null, filas: [] });
    expect(await getTablaManual(ctx, 999999)).toEqual({ manual: null, filas: [] });
  });
});

describe("editor's tree", () => {
  it('carries the tests of each evidence and whether the manual is editable', async () => {
    const ctx = await context(actor([['MANUALES', true]]));
    const f = await crearManual(ctx.db, { estadoClave: 'edicion' });
    const arbol = await getArbolEdicion(ctx, f.manualId);
    expect(arbol.Editable).toBe(true);
    const ev = arbol.Bloques[0]?.Estandares[0]?.Evidencias[0];
    expect(ev?.Pruebas).toEqual([
      {
        Id: f.pruebaId,
        Descripcion: expect.any(String),
        Activo: true,
        Formulario: { Id: f.formularioId, Titulo: expect.any(String) },
      },
    ]);
    const publicado = await crearManual(ctx.db, { estadoClave: 'vigente' });
    expect((await getArbolEdicion(ctx, publicado.manualId)).Editable).toBe(false);
  });

  it('needs MANUALES', async () => {
    const ctx = await context(actor([['AE', true]]));
    const f = await crearManual(ctx.db);
    await expect(getArbolEdicion(ctx, f.manualId)).rejects.toMatchObject({ status: 403 });
    await expect(getArbolEdicion({ ...ctx, actor: null }, f.manualId)).rejects.toMatchObject({ status: 401 });
  });
});
