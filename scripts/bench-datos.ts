/**
 * `npm run bench:datos`: a separate database for `npm run bench` (data/bench-datos.db) with the
 * demo data plus 100,000 centres, 100,000 requests, 10,000 projects, 10,000 accreditations (with
 * their own centres, requests and projects) and 1,000,000 audit entries
 * (BENCH_DATOS_AUDITORIA) and 100,000 messages over the projects in the demo instance, and a second
 * instance (bench-pequena) with 1,000 centres and requests, 100 projects and 1,000 messages: the lists must stay as fast over the
 * large set as over the small one. Rows are made by SQL (a recursive counter), so it takes
 * seconds; it never touches data/acredita.db. The rows obey the domain's invariants like the demo
 * (scripts/lib/bench-registros.ts, src/db/seed/invariantes.ts).
 */
import { rmSync } from 'node:fs';
import { openClient } from '../src/db/driver-libsql.ts';
import { cargarDatosBench } from './lib/bench-datos-carga.ts';
import { BENCH_DATOS_DB } from './lib/bench-datos-config.ts';

for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${BENCH_DATOS_DB}${suffix}`, { force: true });
process.env.DATABASE_URL = `file:${BENCH_DATOS_DB}`;
const { prepareDatabase } = await import('./lib/database.ts');
await prepareDatabase({ seed: 'always', demo: true });

const client = openClient(`file:${BENCH_DATOS_DB}`);
await cargarDatosBench(client);
console.log(`Datos de banco listos en ${BENCH_DATOS_DB}: npm run bench los usa.`);
client.close();
