import { databaseUrl, prepareDatabase } from './lib/database.ts';

// The seed is idempotent: existing rows are kept, missing ones are added.
await prepareDatabase({ seed: 'always' });
console.log(`Datos de demostración cargados en ${databaseUrl()}`);
