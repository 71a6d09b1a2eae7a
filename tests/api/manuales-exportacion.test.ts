import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estandarAmbitos, estandarEtiquetas, formularios, manuales, preguntas, pruebas } from '../../src/db/schema/catalogo.ts';
import { etiquetas } from '../../src/db/schema/identidad.ts';
import { SOLUDABLE } from '../../src/db/seed/instancias.ts';
import { createManualesTestApp, type Json, json } from './manuales-fixture.ts';

type T = Awaited<ReturnType<typeof createManualesTestApp>>;
let t: T;
let rich: { manualId: number; formularioId: number };

/** A manual with every part: scopes, tags, package, blocks, standards, evidences, tests, forms, examples, guides. */
async function richManual(codigo: string) {
  const amb = (await json(await t.send('POST', '/api/ambitos', t.admin, { nombre: `Playas ${codigo}` }))).Id;
  const paq = (await json(await t.send('POST', '/api/paquetes', t.admin, { nombre: `Circuito ${codigo}` }))).Id;
  const manTag = (
    await json(await t.send('POST', '/api/etiquetas', t.admin, { nombre: `Marca ${codigo}`, color: '#0055aa', tipoClave: 'MAN' }))
  ).Id;
  const estTag = (
    await json(await t.send('POST', '/api/etiquetas', t.admin, { nombre: `Clave ${codigo}`, color: '#aa5500', tipoClave: 'EST' }))
  ).Id;
  const manualId = await t.crearManual({
    codigo,
    version: '1',
    nombre: 'Manual completo',
    descripcion: 'Todo',
    enlace: 'https://example.es',
    fechaCierre: '2030-12-31',
    publico: true,
    mapaId: 2,
    etiquetas: [manTag],
    ambitos: [amb],
  });
  const b1 = await t.crearBloque(manualId, { codigo: 'D1', nombre: 'Uno', color: '#ff0000', claseCSS: 'uno', ambitos: [amb] });
  const b2 = await t.crearBloque(manualId, { codigo: 'D2', nombre: 'Dos' });
  const e1 = await t.crearEstandar(manualId, b1, { esencial: true, minimo: 1, proposito: 'P', paqueteId: paq, orden: 1 });
  const e2 = await t.crearEstandar(manualId, b1, { orden: 2, observaciones: 'O' });
  const e3 = await t.crearEstandar(manualId, b2);
  await t.db.insert(estandarEtiquetas).values({ estandarId: e1, etiquetaId: estTag });
  await t.db.insert(estandarAmbitos).values({ estandarId: e2, ambitoId: amb });
  const ev1 = await t.crearEvidencia(manualId, e1, { esencial: true, minimo: 1, orden: 1 });
  const ev2 = await t.crearEvidencia(manualId, e1, { orden: 2 });
  await t.crearEvidencia(manualId, e3);
  const formularioId = await t.crearFormulario(`Cuestionario ${codigo}`);
  const otroForm = await t.crearFormulario(`Observación ${codigo}`);
  await t.crearPrueba(manualId, formularioId, [ev1, ev2]);
  await t.crearPrueba(manualId, otroForm, [ev2]);
  await t.crearEjemplo(e1, 'Ejemplo uno');
  await t.crearEjemplo(e2, 'Ejemplo dos');
  await t.crearGuia(manualId, e1);
  await t.adjuntarFichero(manualId);
  return { manualId, formularioId };
}

const exportar = async (id: number, q = '') => {
  const res = await t.send('GET', `/api/manuales/${id}/exportacion${q}`, t.admin);
  expect(res.status).toBe(200);
  return (await json(res)) as Json;
};
const importar = (doc: unknown) => t.send('POST', '/api/manuales/importar', t.admin, doc);
const total = async (table: typeof manuales | typeof formularios | typeof pruebas) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n;

beforeAll(async () => {
  t = await createManualesTestApp();
  rich = await richManual('RICO');
});

describe('exportacion', () => {
  it('is a self-contained document: names and refs, no database ids except origin hints', async () => {
    const doc = await exportar(rich.manualId);
    expect(doc).toMatchObject({
      formato: 'acredita-manual',
      versionFormato: 1,
      opciones: { bloques: true, estado: false, ambitos: true },
      manual: {
        codigo: 'RICO',
        mapa: 'AMBITOS',
        ambitos: ['Playas RICO'],
        etiquetas: [{ nombre: 'Marca RICO', color: '#0055aa' }],
      },
    });
    expect(doc.manual.estadoClave).toBeUndefined();
    expect(doc.bloques.map((b: Json) => b.codigo)).toEqual(['D1', 'D2']);
    const e1 = doc.bloques[0].estandares[0];
    expect(e1).toMatchObject({
      paquete: 'Circuito RICO',
      etiquetas: [{ nombre: 'Clave RICO' }],
      ejemplos: ['E1'],
      guias: [{ generaAreaMejora: true }],
    });
    expect(e1.evidencias[0].pruebas).toEqual([{ prueba: 'P1', orden: 1 }]);
    expect(doc.pruebas.map((p: Json) => p.formulario)).toEqual(['F1', 'F2']);
    expect(doc.formularios[0].preguntas[0].respuestas).toEqual([
      { enunciado: 'Sí', esencial: false, correcta: true, orden: 1 },
      { enunciado: 'No', esencial: false, correcta: false, orden: 2 },
    ]);
    expect(doc.ejemplos.map((e: Json) => e.titulo)).toEqual(['Ejemplo uno', 'Ejemplo dos']);
  });

  it('honours the flags', async () => {
    const doc = await exportar(
      rich.manualId,
      '?estado=true&evidencias=false&ejemplos=false&paquetes=false&ambitos=false&mapa=false',
    );
    expect(doc.manual.estadoClave).toBe('edicion');
    expect(doc.manual.mapa).toBeUndefined();
    expect(doc.manual.ambitos).toBeUndefined();
    const e1 = doc.bloques[0].estandares[0];
    expect(e1.evidencias).toBeUndefined();
    expect(e1.paquete).toBeUndefined();
    expect(e1.ejemplos).toBeUndefined();
    expect(doc.ejemplos).toBeUndefined();
    const none = await exportar(rich.manualId, '?bloques=false&pruebas=false');
    expect(none.bloques).toBeUndefined();
    expect(none.pruebas).toBeUndefined();
    expect(none.formularios).toBeUndefined();
    expect((await t.send('GET', `/api/manuales/${rich.manualId}/exportacion?bloques=quizas`, t.admin)).status).toBe(400);
    expect((await t.send('GET', '/api/manuales/999999/exportacion', t.admin)).status).toBe(404);
  });
});

describe('importar (clone)', () => {
  it('round trip: the clone exports exactly as the original, apart from the overrides', async () => {
    const before = await exportar(rich.manualId);
    const res = await importar({ ...before, codigo: 'RICO-2', version: '2' });
    expect(res.status).toBe(201);
    const { Id, message } = await json(res);
    expect(message).toBe('Manual clonado correctamente');
    expect(Id).not.toBe(rich.manualId);
    const after = await exportar(Id);
    expect(after.manual.codigo).toBe('RICO-2');
    expect(after.manual.version).toBe('2');
    expect({ ...after, manual: { ...after.manual, codigo: 'RICO', version: '1' } }).toEqual(before);
    const clone = await json(await t.send('GET', `/api/manuales/${Id}`, t.admin));
    expect(clone).toMatchObject({ EstadoClave: 'edicion', FechaPublicacion: null, Fichero: null });
    // Unchanged forms are shared, not copied; the tests are new rows.
    const [p] = await t.db.select({ f: pruebas.formularioId }).from(pruebas).where(eq(pruebas.manualId, Id)).orderBy(pruebas.id);
    expect(p?.f).toBe(rich.formularioId);
  });

  it('copies a form changed since the export, and reuses scopes/tags by name', async () => {
    const doc = await exportar(rich.manualId);
    await t.db.update(preguntas).set({ enunciado: 'Cambiada' }).where(eq(preguntas.formularioId, rich.formularioId));
    const forms = await total(formularios);
    const tags = (await t.db.select({ n: count() }).from(etiquetas).where(eq(etiquetas.instanciaId, SOLUDABLE.id)))[0]?.n;
    const res = await importar({ ...doc, version: '3' });
    expect(res.status).toBe(201);
    const { Id } = await json(res);
    expect(await total(formularios)).toBe((forms ?? 0) + 1);
    const again = await exportar(Id);
    expect(again.formularios[0].preguntas[0].enunciado).toBe('¿Usa protector?');
    expect(again.formularios[0].origenId).not.toBe(rich.formularioId);
    expect((await t.db.select({ n: count() }).from(etiquetas).where(eq(etiquetas.instanciaId, SOLUDABLE.id)))[0]?.n).toBe(tags);
  });

  it('a document from elsewhere creates missing scopes, packages, tags and forms', async () => {
    const doc = await exportar(rich.manualId, '?estado=true');
    doc.manual.ambitos = ['Ámbito nuevo'];
    doc.manual.etiquetas = [{ nombre: 'Etiqueta nueva', color: '#010203' }];
    doc.bloques[0].estandares[0].paquete = 'Paquete nuevo';
    for (const f of doc.formularios) f.origenId = 999999;
    const res = await importar({ ...doc, codigo: 'FUERA' });
    expect(res.status).toBe(201);
    const m = await json(await t.send('GET', `/api/manuales/${(await json(res)).Id}`, t.admin));
    expect(m).toMatchObject({
      Codigo: 'FUERA',
      EstadoClave: 'edicion',
      Ambitos: [{ Nombre: 'Ámbito nuevo' }],
      Etiquetas: [{ Nombre: 'Etiqueta nueva' }],
    });
    const paquetes = await json(await t.send('GET', '/api/paquetes?texto=Paquete%20nuevo', t.admin));
    expect(paquetes.NumeroRegistros).toBe(1);
  });

  it('codigo + version taken: 409 and nothing written', async () => {
    const doc = await exportar(rich.manualId);
    const n = await total(manuales);
    const res = await importar(doc);
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe('Ya existe un manual con ese código y versión');
    expect(await total(manuales)).toBe(n);
  });

  it('an invalid document is 422 in Spanish with nothing half-written', async () => {
    const doc = await exportar(rich.manualId);
    const counts = [await total(manuales), await total(pruebas), await total(formularios)];
    const unknownRef = structuredClone(doc);
    unknownRef.bloques[0].estandares[0].evidencias[0].pruebas = [{ prueba: 'P99', orden: 1 }];
    let res = await importar({ ...unknownRef, version: '9' });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.bloques).toEqual(['La referencia «P99» no existe en el documento']);

    const badType = structuredClone(doc);
    badType.formularios[1].origenId = null;
    badType.formularios[1].preguntas[0].tipoClave = 'DIBUJO';
    res = await importar({ ...badType, version: '9' });
    expect((await json(res)).errors.formularios).toEqual(['El tipo de pregunta «DIBUJO» no existe']);

    res = await importar({ ...doc, formato: 'otro', version: '9' });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.formato).toEqual(['El documento no es una exportación de manual de Acredita']);
    const shape = structuredClone(doc);
    shape.bloques[0].color = 'rojo';
    shape.bloques[0].estandares[0].minimo = -1;
    delete shape.bloques[0].estandares[0].codigo;
    shape.manual.intruso = true;
    res = await importar({ ...shape, version: '9' });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors['bloques.0.color']).toEqual(['Color no válido']);
    expect(errors['bloques.0.estandares.0.minimo']).toEqual(['Solo números enteros positivos']);
    expect(errors['bloques.0.estandares.0.codigo']).toEqual(['Este campo es obligatorio']);
    expect(errors['manual.intruso']).toEqual(['Campo no permitido']);
    expect([await total(manuales), await total(pruebas), await total(formularios)]).toEqual(counts);
  });

  it('importing a vigente export keeps the state only when estado was exported', async () => {
    const { manualId } = await t.manualCompleto({ codigo: 'VIG' });
    await t.publicar(manualId);
    const withState = await exportar(manualId, '?estado=true');
    const a = await json(await importar({ ...withState, version: 'e' }));
    expect((await json(await t.send('GET', `/api/manuales/${a.Id}`, t.admin))).EstadoClave).toBe('vigente');
    const b = await json(await importar({ ...(await exportar(manualId)), version: 'n' }));
    expect((await json(await t.send('GET', `/api/manuales/${b.Id}`, t.admin))).EstadoClave).toBe('edicion');
  });
});
