/** `npm run dev`: migrate (and seed an empty database), then Waku's dev server with hot reload. */

import { databaseUrl, prepareDatabase } from './lib/database.ts';
import { run } from './lib/run.ts';

const { seeded } = await prepareDatabase({ seed: 'if-empty' });
console.log(seeded ? `Base de datos creada con datos de demostración: ${databaseUrl()}` : `Base de datos: ${databaseUrl()}`);
run('npx', ['waku', 'dev', '--port', process.env.PORT ?? '3000']);
