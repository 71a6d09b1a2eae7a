/**
 * `npm run admin:crear -- --email E --password P [--nombre N] [--apellido A] [--d1 local|remote [--persist-to DIR]]`:
 * creates a super administrator on a fresh deployment without demo data. Migrates and loads the
 * reference data first; enforces the password policy; never overwrites an existing account.
 * Without --d1 it writes to the libSQL database of DATABASE_URL; with --d1 to the D1 database of
 * wrangler.toml, the local one `npm run cf:dev` uses (or the state folder given by --persist-to,
 * as `wrangler dev --persist-to`) or the remote one (needs `wrangler login` and its database_id).
 */
import { parseArgs } from 'node:util';
import type { Db } from '../src/db/types.ts';
import { DEFAULT_INSTANCIA } from '../src/domain/shared/instancia.ts';
import { crearSuperAdministrador } from '../src/domain/usuarios/super-admin.ts';
import { type D1Target, openD1, prepareD1, remoteProblem } from './lib/d1.ts';
import { databaseUrl, prepareDatabase } from './lib/database.ts';

const USO =
  'Uso: npm run admin:crear -- --email correo@dominio.es --password "Contraseña.1" [--nombre N] [--apellido A] [--d1 local|remote [--persist-to carpeta]]';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    nombre: { type: 'string', default: 'Administrador' },
    apellido: { type: 'string', default: 'General' },
    instancia: { type: 'string', default: process.env.DEFAULT_INSTANCIA ?? DEFAULT_INSTANCIA },
    d1: { type: 'string' },
    'persist-to': { type: 'string' },
  },
  strict: true,
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!values.email || !values.password) fail(USO);
if (values.d1 !== undefined && values.d1 !== 'local' && values.d1 !== 'remote') {
  fail(`--d1 admite «local» o «remote», no «${values.d1}».\n${USO}`);
}
if (values['persist-to'] && values.d1 !== 'local') fail(`--persist-to solo vale con --d1 local.\n${USO}`);

async function crear(db: Db, donde: string) {
  const result = await crearSuperAdministrador(db, {
    instanciaId: values.instancia as string,
    email: values.email as string,
    password: values.password as string,
    nombre: values.nombre as string,
    apellido1: values.apellido as string,
  });
  if (!result.ok) {
    for (const e of result.errores) console.error(`Error: ${e}`);
    return false;
  }
  console.log(`Super administrador creado (${values.email}) en ${donde}`);
  return true;
}

if (!values.d1) {
  const { db } = await prepareDatabase({ seed: 'if-empty', demo: false });
  process.exit((await crear(db, databaseUrl())) ? 0 : 1);
}

const target: D1Target =
  values.d1 === 'remote' ? { kind: 'remote' } : { kind: 'local', persistTo: values['persist-to'] || undefined };
if (target.kind === 'remote') {
  const problem = await remoteProblem();
  if (problem) fail(problem);
}
// As on libSQL: migrations and reference data first (no demo accounts), then the account.
await prepareD1(target, { demo: false });
const session = await openD1(target);
let ok = false;
try {
  const donde = target.kind === 'remote' ? 'la D1 remota «acredita»' : `la D1 local (${target.persistTo ?? '.wrangler/state'})`;
  ok = await crear(session.db, donde);
} finally {
  await session.dispose();
}
process.exit(ok ? 0 : 1);
