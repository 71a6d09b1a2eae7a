import { databaseUrl, prepareDatabase } from './lib/database.ts';

// A fresh deployment: migrations and reference data only, no demo accounts.
await prepareDatabase({ seed: 'always', demo: false });
console.log(`Base de datos preparada (sin datos de demostración) en ${databaseUrl()}`);
