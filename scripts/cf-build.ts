/** `npm run cf:build`: the Worker build (Cloudflare adapter, D1 driver) plus the D1 seed SQL. */
import { writeFileSync } from 'node:fs';
import { baseSeed } from '../src/db/seed/index.ts';
import { staticSecurityHeaders } from '../src/platform/static-headers.ts';
import { run } from './lib/run.ts';
import { seedToSql } from './lib/seed-sql.ts';

run('npx', ['tsx', 'scripts/build-widget.ts']);
run('npx', ['waku', 'build'], { ACREDITA_TARGET: 'cloudflare' });
writeFileSync('dist-cf/d1-seed.sql', seedToSql(baseSeed()));
// Cloudflare serves the static files before the Worker runs: their headers come from _headers
// (the same security headers as pages; content-hashed bundles cached for a year).
const security = Object.entries(staticSecurityHeaders()).map(([k, v]) => `  ${k}: ${v}`);
writeFileSync(
  'dist-cf/public/_headers',
  [
    '/*',
    ...security,
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    // The widget: its versioned bundle for a year, the loader partners include for 5 minutes.
    '/widget/acredita.*.js',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/widget/acredita.js',
    '  Cache-Control: public, max-age=300',
    '',
  ].join('\n'),
);
// Verify the Worker bundles (imports resolve, no Node-only modules) without deploying.
run('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', 'dist-cf/worker']);
console.log('Worker listo en dist-cf/worker; semilla D1 en dist-cf/d1-seed.sql');
