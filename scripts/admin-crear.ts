/**
 * `npm run admin:crear -- --email E --password P [--nombre N] [--apellido A]`: creates a
 * super administrator on a fresh deployment without demo data. Migrates and loads the
 * reference data first; enforces the password policy; never overwrites an existing account.
 */
import { parseArgs } from 'node:util';
import { crearSuperAdministrador } from '../src/domain/usuarios/super-admin.ts';
import { databaseUrl, prepareDatabase } from './lib/database.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    nombre: { type: 'string', default: 'Administrador' },
    apellido: { type: 'string', default: 'General' },
    instancia: { type: 'string', default: process.env.DEFAULT_INSTANCIA ?? 'soludable' },
  },
  strict: true,
});

if (!values.email || !values.password) {
  console.error('Uso: npm run admin:crear -- --email correo@dominio.es --password "Contraseña.1" [--nombre N] [--apellido A]');
  process.exit(1);
}

const { db } = await prepareDatabase({ seed: 'if-empty', demo: false });
const result = await crearSuperAdministrador(db, {
  instanciaId: values.instancia as string,
  email: values.email,
  password: values.password,
  nombre: values.nombre as string,
  apellido1: values.apellido as string,
});
if (!result.ok) {
  for (const e of result.errores) console.error(`Error: ${e}`);
  process.exit(1);
}
console.log(`Super administrador creado (${values.email}) en ${databaseUrl()}`);
