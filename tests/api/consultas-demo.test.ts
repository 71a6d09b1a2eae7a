import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultaEtiquetas, consultaObservaciones, consultas, correos } from '../../src/db/schema/index.ts';
import { seedBase, seedDemoUsuarios } from '../../src/db/seed/index.ts';
import { createSeededDb } from '../runtime/plataforma.ts';

describe('demo enquiries', () => {
  it('are in both statuses, with tags, observations and the mails the product sends; a second run adds nothing', async () => {
    const now = new Date('2026-03-10T10:00:00Z');
    const db = await createSeededDb(`consultas-demo ${now.toISOString()}`, async (db) => {
      await seedBase(db, now);
      await seedDemoUsuarios(db, now);
    });
    // Imported as the demo seed does (src/db/seed/index.ts): after the API's zod extension.
    const { seedDemoConsultas } = await import('../../src/db/seed/consultas-demo.ts');
    await seedDemoConsultas(db, now);
    const filas = await db.select().from(consultas);
    expect(filas.map((c) => c.estadoClave).sort()).toEqual(['pendiente', 'pendiente', 'resuelta', 'resuelta']);
    expect(new Set(filas.map((c) => c.origen))).toEqual(new Set(['contacto', 'telefono']));
    expect(await db.$count(consultaEtiquetas)).toBe(4);
    expect(await db.$count(consultaObservaciones)).toBe(3);
    expect(await db.$count(correos, eq(correos.plantilla, 'consulta-recibida'))).toBe(4);
    expect(await db.$count(correos, eq(correos.plantilla, 'consulta-respuesta'))).toBe(2);
    await seedDemoConsultas(db, now);
    expect(await db.$count(consultas)).toBe(4);
  });
});
