import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { crearP12Desarrollo } from '../../../scripts/lib/firma-desarrollo.ts';
import { memoryStorage } from '../../platform/storage/memoria.ts';
import { createIsolatedDb } from '../driver-libsql.ts';
import { migrateLibsql } from '../migrate.ts';
import { acreditaciones, autoevaluaciones, fasesProyecto, ficheros, firmas, usuarios } from '../schema/index.ts';
import { seedDemoFicheros } from './ficheros-demo.ts';
import { seedDemo } from './index.ts';

// The demo's report and certificate files: each published evaluation's report attached before
// publishing (valoracion-demo.ts), the certificates made afterwards (ficheros-demo.ts); made by
// the product's generators, written through the storage port only, once; and one report signed
// by its two profiles through the signing call (firmarFicheros).

const texto = (b: Uint8Array) => new TextDecoder('latin1').decode(b);
const now = new Date('2026-03-02T10:00:00Z');
let p12: Uint8Array;

beforeAll(() => {
  p12 = crearP12Desarrollo('clave-prueba');
}, 60_000);

describe('the demo files', () => {
  it('gives every published evaluation its report and every accreditation its signed certificates, once', async () => {
    const db = createIsolatedDb();
    await migrateLibsql(db);
    const storage = memoryStorage();
    const opciones = { storage, firma: async () => ({ p12, clave: 'clave-prueba' }), origenPublico: 'https://acredita.example' };
    await seedDemo(db, now, { ficheros: opciones });
    // The five ACR-DEMO-* and the follow-up project's first-cycle accreditation (resultado-centro-demo.ts).
    expect(await db.select().from(acreditaciones)).toHaveLength(6);

    const publicadas = await db
      .select({ fichero: autoevaluaciones.ficheroInformeId })
      .from(autoevaluaciones)
      .innerJoin(fasesProyecto, eq(fasesProyecto.clave, autoevaluaciones.faseClave))
      .where(isNotNull(autoevaluaciones.fechaPublicacion));
    expect(publicadas.length).toBeGreaterThanOrEqual(5);
    for (const { fichero } of publicadas) {
      const [f] = await db
        .select()
        .from(ficheros)
        .where(eq(ficheros.id, fichero as number));
      expect(f?.tipoClave).toBe('INF');
      const bytes = (await storage.get(f?.claveAlmacen as string))?.bytes as Uint8Array;
      expect(texto(bytes.slice(0, 5))).toBe('%PDF-');
      expect(bytes.byteLength).toBe(f?.bytes);
    }
    for (const a of await db.select().from(acreditaciones)) {
      for (const id of [a.ficheroPublicoId, a.ficheroPrivadoId]) {
        const [f] = await db
          .select()
          .from(ficheros)
          .where(eq(ficheros.id, id as number));
        const bytes = (await storage.get(f?.claveAlmacen as string))?.bytes as Uint8Array;
        // Signed: a PAdES signature dictionary over the document.
        expect(texto(bytes)).toContain('/SubFilter /ETSI.CAdES.detached');
      }
    }
    // One report signed by both profiles the process asks, head of evaluation first, each by its
    // own person a day apart, as two incremental PAdES signatures on the stored bytes.
    const hechas = await db
      .select({
        fichero: firmas.ficheroId,
        perfil: firmas.perfilClave,
        estado: firmas.estado,
        quien: usuarios.userName,
        cuando: firmas.fechaFirma,
      })
      .from(firmas)
      .innerJoin(usuarios, eq(usuarios.id, firmas.usuarioFirmaId))
      .orderBy(firmas.fechaFirma);
    expect(hechas.map(({ perfil, estado, quien }) => ({ perfil, estado, quien }))).toEqual([
      { perfil: 'JEFE_EVACN', estado: 'FIR', quien: 'jefeevaluacion' },
      { perfil: 'ADMIN', estado: 'FIR', quien: 'admin' },
    ]);
    expect(hechas[0]?.fichero).toBe(hechas[1]?.fichero);
    expect(hechas[0]?.cuando && hechas[1]?.cuando && hechas[0].cuando < hechas[1].cuando).toBe(true);
    const [firmado] = await db
      .select()
      .from(ficheros)
      .where(eq(ficheros.id, hechas[0]?.fichero as number));
    const firmadoBytes = (await storage.get(firmado?.claveAlmacen as string))?.bytes as Uint8Array;
    expect(texto(firmadoBytes).match(/\/SubFilter \/ETSI\.CAdES\.detached/g)).toHaveLength(2);
    expect(firmadoBytes.byteLength).toBe(firmado?.bytes);

    const filas = await db.select().from(ficheros);
    expect(await seedDemoFicheros(db, now, opciones)).toEqual({ informes: 0, certificados: 0, firmas: 0 });
    expect(await db.select().from(ficheros)).toEqual(filas);
    expect(await db.select().from(firmas)).toHaveLength(2);
  }, 120_000);

  it('skips the certificates (with a log line) and the signatures when no signing certificate is configured', async () => {
    const db = createIsolatedDb();
    await migrateLibsql(db);
    const lineas: string[] = [];
    const ficheros = {
      storage: memoryStorage(),
      firma: async () => null,
      origenPublico: 'https://acredita.example',
      log: (m: string) => lineas.push(m),
    };
    await seedDemo(db, now, { ficheros });
    expect(lineas).toHaveLength(1);
    expect(await seedDemoFicheros(db, now, ficheros)).toEqual({ informes: 0, certificados: 0, firmas: 0 });
    expect((await db.select().from(acreditaciones)).every((a) => a.ficheroPublicoId === null)).toBe(true);
    expect(await db.select().from(firmas)).toEqual([]);
  }, 120_000);
});
