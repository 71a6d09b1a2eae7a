import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { localidades } from '../../db/schema/index.ts';
import { seedBase } from '../../db/seed/index.ts';
import type { Db } from '../../db/types.ts';
import { municipioOf } from './codigos.ts';
import { importLocalidades, type LocalidadRow, parseNomenclator } from './localidades-import.ts';

const SAMPLE = readFileSync(new URL('../../../tests/fixtures/ine-nomenclator-muestra.csv', import.meta.url), 'utf8');

const names = (rows: LocalidadRow[]) => Object.fromEntries(rows.map((r) => [r.id, r.nombre]));

describe('parseNomenclator: sample file (CODIGO;NOMBRE)', () => {
  const { localidades: rows, warnings } = parseNomenclator(SAMPLE);

  it('keeps one locality per singular entity, named after its own row', () => {
    expect(names(rows)).toEqual({
      10010001: 'Alegría-Dulantzi',
      10010002: 'Egileta',
      10590001: 'Vitoria-Gasteiz',
      280790001: 'Madrid',
      280790002: 'El Pardo',
      290670001: 'Málaga',
      290670002: 'Campanillas',
      290670003: 'Churriana',
      100010002: 'La Abadía',
      150300001: 'A Coruña',
      289990001: 'Inexistente',
    });
  });

  it('fills municipality, province and search text', () => {
    expect(rows.find((r) => r.id === 10010001)).toEqual({
      id: 10010001,
      nombre: 'Alegría-Dulantzi',
      busqueda: 'alegria-dulantzi',
      municipioId: 1001,
      provinciaId: 1,
    });
    expect(rows.find((r) => r.id === 150300001)).toMatchObject({ busqueda: 'a coruna', municipioId: 15030, provinciaId: 15 });
  });

  it('satisfies the 8/9-digit rule for every id', () => {
    for (const r of rows) {
      expect(String(r.id).length).toBe(r.provinciaId < 10 ? 8 : 9);
      expect(municipioOf(r.id)).toBe(r.municipioId);
      expect(Math.floor(r.municipioId / 1000)).toBe(r.provinciaId);
    }
  });

  it('warns about the empty name and the bad code, by line number', () => {
    expect(warnings).toEqual(['Fila 16: nombre vacío para el código «28079000300»', 'Fila 31: código «2807900A101» no válido']);
  });
});

describe('parseNomenclator: layouts and encodings', () => {
  it('reads CPRO, CMUN and a 7-digit CUN (EC ES DC NN), padding unpadded numbers', () => {
    const csv =
      'CPRO;CMUN;CUN;NOMBRE\n1;1;1701;Alegría-Dulantzi\n28;79;0001700;Madrid\n28;079;0002300;Pardo, El\n28;079;0000000;Madrid\n';
    const { localidades: rows, warnings } = parseNomenclator(csv);
    expect(warnings).toEqual([]);
    expect(names(rows)).toEqual({ 10010001: 'Alegría-Dulantzi', 280790001: 'Madrid', 280790002: 'El Pardo' });
  });

  it('reads CPRO, CMUN, EC, ES, NN separated by tabs, with accented mixed-case headers', () => {
    const csv = [
      'cpro\tcmun\tec\tes\tnn\tUnidad Poblacional',
      '29\t067\t00\t02\t01\tCampanillas',
      '29\t067\t00\t02\t00\tCampanillas (entidad)',
      '29\t067\t00\t03\t99\t*DISEMINADO*',
      '29\t067\t00\t03\t01\tChurriana',
    ].join('\r\n');
    const { localidades: rows, warnings } = parseNomenclator(csv);
    expect(warnings).toEqual([]);
    expect(names(rows)).toEqual({ 290670002: 'Campanillas (entidad)', 290670003: 'Churriana' });
  });

  it('treats every row as a singular entity when there is EC and ES but no NN', () => {
    const { localidades: rows } = parseNomenclator('CPRO,CMUN,EC,ES,DENOMINACION\n15,30,0,1,"Coruña, A"\n');
    expect(names(rows)).toEqual({ 150300001: 'A Coruña' });
  });

  it('accepts comma-separated files with quoted names, a BOM and accent-insensitive headers', () => {
    const csv = '\uFEFF"Código","Denominación"\n"10001000201","Abadía, La"\n"01001000101","Alegría-Dulantzi"\n';
    const { localidades: rows, warnings } = parseNomenclator(csv);
    expect(warnings).toEqual([]);
    expect(names(rows)).toEqual({ 100010002: 'La Abadía', 10010001: 'Alegría-Dulantzi' });
  });

  it.each(['COD_UNIDAD', 'CUN', 'CODIGO_UNIDAD', 'COD_INE'])('accepts %s as the code column', (column) => {
    const { localidades: rows } = parseNomenclator(`${column};NOMBRE_UNIDAD\n28079000101;Madrid\n`);
    expect(rows.map((r) => r.id)).toEqual([280790001]);
  });

  it('left-pads 10-digit codes (province 01-09 without its zero)', () => {
    const { localidades: rows } = parseNomenclator('CODIGO;NOMBRE\n1059000101;Vitoria-Gasteiz\n8019000101;Barcelona\n');
    expect(rows.map((r) => [r.id, r.municipioId, r.provinciaId])).toEqual([
      [10590001, 1059, 1],
      [80190001, 8019, 8],
    ]);
  });
});

describe('parseNomenclator: choosing the name of an entity', () => {
  it('prefers the NN 00 row even when it comes after its núcleos', () => {
    const csv = 'CODIGO;NOMBRE\n28079000201;Núcleo de El Pardo\n28079000200;Pardo, El\n28079000202;Mingorrubio\n';
    expect(names(parseNomenclator(csv).localidades)).toEqual({ 280790002: 'El Pardo' });
  });

  it('otherwise takes the first núcleo seen, never a diseminado', () => {
    const csv = 'CODIGO;NOMBRE\n29067000299;*DISEMINADO*\n29067000201;Campanillas\n29067000202;Castañetas\n';
    expect(names(parseNomenclator(csv).localidades)).toEqual({ 290670002: 'Campanillas' });
  });

  it('skips, with a warning, an entity the file only lists as diseminado', () => {
    const { localidades: rows, warnings } = parseNomenclator('CODIGO;NOMBRE\n29067000499;*DISEMINADO*\n');
    expect(rows).toEqual([]);
    expect(warnings).toEqual(['Fila 2: la entidad 290670004 solo figura como diseminado; se omite por no tener nombre']);
  });

  it('skips municipality and collective-entity totals (ES 00) silently', () => {
    const csv = 'CODIGO;NOMBRE\n28079000000;Madrid\n46250010000;Pobles del Nord\n46250010101;Benifaraig\n';
    const { localidades: rows, warnings } = parseNomenclator(csv);
    expect(warnings).toEqual([]);
    expect(names(rows)).toEqual({ 462500101: 'Benifaraig' });
  });

  it('moves trailing articles to the front', () => {
    const csv = "CODIGO;NOMBRE\n10001000100;Abadía, La\n07040000200;Arenal, S'\n15030000100;Coruña, A\n";
    expect(parseNomenclator(csv).localidades.map((r) => r.nombre)).toEqual(['La Abadía', "S'Arenal", 'A Coruña']);
  });
});

describe('parseNomenclator: bad input never throws', () => {
  it.each([
    ['letters', '28079A00101'],
    ['too short', '280790001'],
    ['too long', '280790001010'],
    ['province 00', '00001000101'],
    ['province 53', '53001000101'],
    ['municipality 000', '28000000101'],
    ['empty', ''],
  ])('warns on a code with %s', (_, code) => {
    const { localidades: rows, warnings } = parseNomenclator(`CODIGO;NOMBRE\n${code};Algo\n28079000101;Madrid\n`);
    expect(rows.map((r) => r.id)).toEqual([280790001]);
    expect(warnings).toEqual([`Fila 2: código «${code}» no válido`]);
  });

  it('warns on a bad part in the CPRO/CMUN/CUN layout', () => {
    const { localidades: rows, warnings } = parseNomenclator('CPRO;CMUN;CUN;NOMBRE\n28;79;12345678;Largo\n28;x;0001701;Mal\n');
    expect(rows).toEqual([]);
    expect(warnings).toEqual(['Fila 2: código «28 79 12345678» no válido', 'Fila 3: código «28 x 0001701» no válido']);
  });

  it('warns on empty names, missing cells and ignores blank lines', () => {
    const { localidades: rows, warnings } = parseNomenclator(
      'CODIGO;NOMBRE\n\n28079000101;   \n28079000201\n\n28079000301;Otra\n',
    );
    expect(rows.map((r) => r.id)).toEqual([280790003]);
    expect(warnings).toEqual([
      'Fila 3: nombre vacío para el código «28079000101»',
      'Fila 4: nombre vacío para el código «28079000201»',
    ]);
  });

  it('reports an unrecognised header or an empty file', () => {
    expect(parseNomenclator('').warnings).toEqual(['El fichero está vacío']);
    const { localidades: rows, warnings } = parseNomenclator('ID;LUGAR\n28079000101;Madrid\n');
    expect(rows).toEqual([]);
    expect(warnings[0]).toMatch(/^Cabecera no reconocida/);
  });
});

describe('importLocalidades (in-memory seeded database)', () => {
  let db: Db;
  const total = async () => (await db.select({ n: count() }).from(localidades))[0]?.n ?? 0;
  const localidadesOf = async (municipioId: number) =>
    (await db.select().from(localidades).where(eq(localidades.municipioId, municipioId))).sort((a, b) => a.id - b.id);

  beforeEach(async () => {
    db = createIsolatedDb();
    await migrateLibsql(db);
    await seedBase(db);
  });

  it('inserts and updates localities, omitting unknown municipalities', async () => {
    const before = await total();
    const { localidades: rows } = parseNomenclator(SAMPLE);
    const r = await importLocalidades(db, rows);
    expect(r).toEqual({
      inserted: 10,
      skipped: 1,
      deleted: 0,
      warnings: ['Municipio 28999 no existe: se omite 1 localidad'],
    });
    // The seed already had Madrid, El Pardo, Málaga, Campanillas, Churriana and A Coruña.
    expect(await total()).toBe(before + 4);
    expect((await localidadesOf(1001)).map((l) => [l.id, l.nombre, l.provinciaId])).toEqual([
      [10010001, 'Alegría-Dulantzi', 1],
      [10010002, 'Egileta', 1],
    ]);
    expect((await localidadesOf(10001)).map((l) => [l.id, l.nombre, l.busqueda])).toEqual([
      [100010002, 'La Abadía', 'la abadia'],
    ]);
    expect(await localidadesOf(28999)).toEqual([]);
  });

  it('is idempotent', async () => {
    const { localidades: rows } = parseNomenclator(SAMPLE);
    await importLocalidades(db, rows);
    const after = await total();
    const second = await importLocalidades(db, rows);
    expect(second.inserted).toBe(10);
    expect(await total()).toBe(after);
    const withReplace = await importLocalidades(db, rows, { replace: true });
    expect(withReplace.deleted).toBe(0);
    expect(await total()).toBe(after);
  });

  it('updates names of existing ids', async () => {
    await importLocalidades(db, parseNomenclator('CODIGO;NOMBRE\n28079000200;Pardo (El), barrio\n').localidades);
    expect((await localidadesOf(28079)).find((l) => l.id === 280790002)).toMatchObject({
      nombre: 'Pardo (El), barrio',
      busqueda: 'pardo (el), barrio',
    });
  });

  it('with replace, deletes the other localities of the municipalities in the file only', async () => {
    const extra = { nombre: 'Vieja', busqueda: 'vieja', provinciaId: 29, municipioId: 29067 };
    await db.insert(localidades).values({ id: 290670009, ...extra });
    const sevilla = await localidadesOf(41091);
    expect(sevilla.length).toBeGreaterThan(0);

    const { localidades: rows } = parseNomenclator('CODIGO;NOMBRE\n29067000100;Málaga\n29067000300;Churriana\n');
    const withoutReplace = await importLocalidades(db, rows);
    expect(withoutReplace.deleted).toBe(0);
    expect((await localidadesOf(29067)).map((l) => l.id)).toEqual([290670001, 290670002, 290670003, 290670009]);

    const r = await importLocalidades(db, rows, { replace: true });
    expect(r).toMatchObject({ inserted: 2, skipped: 0, deleted: 2 });
    expect((await localidadesOf(29067)).map((l) => l.id)).toEqual([290670001, 290670003]);
    expect(await localidadesOf(41091)).toEqual(sevilla);
  });

  it('omits rows whose id does not match their municipality, and repeated ids', async () => {
    const base = { nombre: 'X', busqueda: 'x' };
    const r = await importLocalidades(db, [
      { id: 280790005, municipioId: 28079, provinciaId: 28, ...base },
      { id: 280790005, municipioId: 28079, provinciaId: 28, ...base, nombre: 'Y' },
      { id: 280790006, municipioId: 29067, provinciaId: 29, ...base },
      { id: 2807900, municipioId: 280, provinciaId: 0, ...base },
    ]);
    expect(r.inserted).toBe(1);
    expect(r.skipped).toBe(3);
    expect(r.warnings).toHaveLength(3);
    expect((await localidadesOf(28079)).find((l) => l.id === 280790005)?.nombre).toBe('X');
  });

  it('does nothing with no rows', async () => {
    const before = await total();
    expect(await importLocalidades(db, [], { replace: true })).toEqual({
      inserted: 0,
      skipped: 0,
      deleted: 0,
      warnings: [],
    });
    expect(await total()).toBe(before);
  });
});
