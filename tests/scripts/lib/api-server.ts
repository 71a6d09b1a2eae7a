/**
 * The API the production server mounts at /api (createApp), on a real Node HTTP server over
 * a database file: the process the kill-during-burst test SIGKILLs. Pages are left out, so
 * no build is needed. Prints "LISTO <port>" once it listens (PORT=0 picks a free port).
 */
import { serve } from '@hono/node-server';
import { prepareDatabase } from '../../../scripts/lib/database.ts';
import { createApp } from '../../../src/api/app.ts';

const { db } = await prepareDatabase({ seed: 'if-empty' });
const app = createApp({ db });
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`LISTO ${info.port}`);
});
