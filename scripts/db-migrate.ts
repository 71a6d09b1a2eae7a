import { databaseUrl, prepareDatabase } from './lib/database.ts';

await prepareDatabase({ seed: 'never' });
console.log(`Migraciones aplicadas en ${databaseUrl()}`);
