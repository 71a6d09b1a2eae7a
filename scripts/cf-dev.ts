/**
 * `npm run cf:dev`: builds the Worker, applies the migrations to a local D1 (.wrangler/state),
 * seeds it when empty with the same code as `npm start` (reference and demo data, through
 * scripts/lib/d1.ts; SEED_DEMO=false for reference data only) and runs it in workerd with
 * wrangler. Crons can be fired with GET /__scheduled?cron=*+*+*+*+* (wrangler's --test-scheduled).
 */
import { readFileSync } from 'node:fs';
import { FIRMA_DESARROLLO_CLAVE, FIRMA_DESARROLLO_RUTA } from '../src/platform/firma/index.ts';
import { prepareD1 } from './lib/d1.ts';
import { asegurarFirmaDesarrollo } from './lib/firma-desarrollo.ts';
import { run } from './lib/run.ts';

const port = process.env.PORT ?? '8787';
run('npx', ['tsx', 'scripts/cf-build.ts']);
// A Worker reads no files: the development signing certificate goes in as a variable.
asegurarFirmaDesarrollo({ ...process.env, NODE_ENV: 'development' });
const firmaDesarrollo = readFileSync(FIRMA_DESARROLLO_RUTA).toString('base64');
const { seeded, ms } = await prepareD1({ kind: 'local' }, { demo: process.env.SEED_DEMO !== 'false' });
console.log(seeded ? `D1 local sembrada en ${Math.round(ms / 1000)} s` : 'D1 local con datos: no se vuelve a sembrar');
// Local Worker: development mode, so the development mailbox (/dev/correo) is available.
run('npx', [
  'wrangler',
  'dev',
  '--local',
  '--test-scheduled',
  '--port',
  port,
  '--ip',
  '127.0.0.1',
  '--var',
  'NODE_ENV:development',
  // Links in mails point to this local Worker.
  '--var',
  `PUBLIC_URL:http://localhost:${port}`,
  '--var',
  `FIRMA_P12_BASE64:${firmaDesarrollo}`,
  '--var',
  `FIRMA_P12_CLAVE:${FIRMA_DESARROLLO_CLAVE}`,
]);
