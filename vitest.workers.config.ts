import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { EXCLUIDOS_EN_WORKERD } from './tests/runtime/excluidos-workerd.ts';

/**
 * The API suite (tests/api) a second time, inside workerd against a local D1 (`DB`) and R2
 * (`FICHEROS`): `npm test -- edge`. The test files are the same as on Node; only
 * tests/runtime/plataforma.ts is swapped for its workerd twin, and the app's database
 * driver for the D1 one, as the Worker build does (waku.config.ts).
 */

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      miniflare: {
        compatibilityDate: '2026-11-01',
        compatibilityFlags: ['nodejs_compat'],
        // DB and DB_2…DB_4: tests/runtime/plataforma.workers.ts takes them in turn (D1_DE_PRUEBA).
        d1Databases: ['DB', 'DB_2', 'DB_3', 'DB_4'],
        r2Buckets: ['FICHEROS'],
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(here('./migrations')),
        },
      },
    })),
  ],
  resolve: {
    alias: [
      { find: /^(?:.*\/)?plataforma\.ts$/, replacement: here('./tests/runtime/plataforma.workers.ts') },
      { find: '#db-driver', replacement: here('./src/db/driver-d1.ts') },
    ],
  },
  test: {
    include: ['tests/api/**/*.test.ts'],
    exclude: Object.keys(EXCLUIDOS_EN_WORKERD),
    testTimeout: 60000,
    // As on Node (vitest.config.ts): the address the test apps are deployed at. In process.env,
    // not a binding, so the tests that change it are heard (bindings come first).
    env: { PUBLIC_URL: 'http://localhost' },
    // The first demo seed of a run takes ~25 s on the local D1 (later ones replay it).
    hookTimeout: 120000,
    // One workerd, and the app's modules imported once for all files: importing them inside
    // workerd takes ~30 s, which per file would cost more than the tests themselves. Each test
    // app still starts on an emptied D1 and R2 (tests/runtime/plataforma.workers.ts).
    isolate: false,
    maxWorkers: 1,
    // CommonJS packages whose named imports workerd's module loader cannot see: pre-bundled.
    deps: {
      optimizer: {
        ssr: {
          enabled: true,
          include: [
            'ics',
            'xss',
            'papaparse',
            'node-forge',
            '@signpdf/utils',
            '@signpdf/signpdf',
            '@signpdf/signer-p12',
            'qrcode/lib/core/qrcode.js',
          ],
        },
      },
    },
  },
});
