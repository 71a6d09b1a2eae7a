/** `npm run cf:build`: the Worker build (Cloudflare adapter, D1 driver) plus the D1 seed SQL. */
import { writeFileSync } from 'node:fs';
import { baseSeed } from '../src/db/seed/index.ts';
import { run } from './lib/run.ts';
import { seedToSql } from './lib/seed-sql.ts';

run('npx', ['waku', 'build'], { ACREDITA_TARGET: 'cloudflare' });
writeFileSync('dist-cf/d1-seed.sql', seedToSql(baseSeed()));
// Verify the Worker bundles (imports resolve, no Node-only modules) without deploying.
run('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', 'dist-cf/worker']);
console.log('Worker listo en dist-cf/worker; semilla D1 en dist-cf/d1-seed.sql');
