import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql';
import { beforeAll, describe, expect, it } from 'vitest';
import { cargarDatosBench } from '../../../scripts/lib/bench-datos-carga.ts';
import { crearP12Desarrollo } from '../../../scripts/lib/firma-desarrollo.ts';
import { todayIso } from '../../domain/shared/fechas.ts';
import type { Storage } from '../../domain/shared/storage.ts';
import { createIsolatedDb, openClient } from '../driver-libsql.ts';
import { migrateLibsql } from '../migrate.ts';
import * as schema from '../schema/index.ts';
import { sexos } from '../schema/lookups.ts';
import { solicitudPerfiles } from '../schema/solicitudes.ts';
import type { Db } from '../types.ts';
import { seedDemo } from './index.ts';
import { checkInvariantes } from './invariantes.ts';
import { SOLICITUDES_DEMO } from './solicitudes-demo.ts';

// The freshly seeded demo obeys the product's own rules (invariantes.ts): seeded as `npm start`
// seeds an empty database, with the deployment's storage and signing certificate, so the demo's
// reports and certificates are made too. So does the benchmark's data set (npm run bench:datos),
// loaded here by its own loader in a smaller size of the same shape.

function memoria(): Storage {
  const objetos = new Map<string, Uint8Array>();
  return {
    put: async (key: string, bytes: Uint8Array) => {
      objetos.set(key, bytes);
    },
    get: async (key: string) => {
      const b = objetos.get(key);
      return b ? { bytes: b, contentType: 'application/pdf' } : null;
    },
    delete: async (key: string) => {
      objetos.delete(key);
    },
  } as Storage;
}

const now = new Date();
const db = createIsolatedDb();
const client = openClient(':memory:');
const bench = drizzle(client, { schema }) as unknown as Db;
const VACIO = { evaluaciones: [], resultados: [], acreditaciones: [], fases: [], personas: [] };

/** What `npm start` seeds into an empty database (prepareDatabase): the demo with its files. */
async function comoNpmStart(destino: Db) {
  const p12 = crearP12Desarrollo('clave-invariantes');
  await migrateLibsql(destino);
  const ficheros = {
    storage: memoria(),
    firma: async () => ({ p12, clave: 'clave-invariantes' }),
    origenPublico: 'https://acredita.example',
    log: () => {},
  };
  await seedDemo(destino, now, { ficheros });
}

beforeAll(async () => {
  await comoNpmStart(db);
}, 120_000);

describe('the demo data', () => {
  it('obeys every invariant of the domain', async () => {
    expect(await checkInvariantes(db, todayIso(now))).toEqual(VACIO);
  });

  it('stores each demo request’s representative with the sex and treatment the demo gives her or him', async () => {
    const guardados = await db
      .select({ email: solicitudPerfiles.direccionEmail, sexo: sexos.nombre, tratamiento: sexos.tratamiento })
      .from(solicitudPerfiles)
      .innerJoin(sexos, eq(sexos.id, solicitudPerfiles.sexoId));
    const porEmail = new Map(guardados.map((g) => [g.email, g]));
    for (const s of SOLICITUDES_DEMO) {
      const esperado =
        s.representante.sexoId === 2 ? { sexo: 'Mujer', tratamiento: 'Dña.' } : { sexo: 'Hombre', tratamiento: 'D.' };
      expect(porEmail.get(s.representante.email), s.referencia).toMatchObject(esperado);
    }
    // The directora of the first demo request.
    expect(porEmail.get('marta.ruiz@example.es')).toMatchObject({ sexo: 'Mujer', tratamiento: 'Dña.' });
  });
});

describe('the benchmark data', () => {
  it('obeys every invariant of the domain, in every phase and over the register', async () => {
    await comoNpmStart(bench);
    // A tenth of the full set's centres, requests and projects, a fiftieth of its accreditations.
    await cargarDatosBench(client, { centros: 10_000, pequena: 500, acreditaciones: 200, auditoria: 0, log: () => {} });
    const [{ n } = { n: 0 }] = await bench.all<{ n: number }>(sql`select count(distinct fase_clave) as n from proyectos`);
    expect(n).toBe(10);
    expect(await checkInvariantes(bench, todayIso(now))).toEqual(VACIO);
  }, 120_000);
});
