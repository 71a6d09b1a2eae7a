/** `npm run dev`: migrate (and seed an empty database), then Waku's dev server with hot reload. */

import { databaseUrl, prepareDatabase } from './lib/database.ts';
import { hasDemoAccounts, LOOPBACK, listenHost } from './lib/listen.ts';
import { run } from './lib/run.ts';

const { db, seeded } = await prepareDatabase({ seed: 'if-empty' });
console.log(seeded ? `Base de datos creada con datos de demostración: ${databaseUrl()}` : `Base de datos: ${databaseUrl()}`);
// As `npm start`: HOST when set (with the warning when demo accounts exist); else loopback,
// since a development server is never a deployment.
const { hostname, warning } = listenHost({ host: process.env.HOST, demoAccounts: await hasDemoAccounts(db) });
if (warning) console.warn(warning);
// The widget is its own build (public/widget/, served as static files): made once here, so /widget works.
run('npx', ['tsx', 'scripts/build-widget.ts']);
run('npx', ['waku', 'dev', '--port', process.env.PORT ?? '3000', '--host', hostname ?? LOOPBACK]);
