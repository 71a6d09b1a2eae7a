import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'waku/config';

/**
 * One source tree, two targets: the Node server (default) and a Cloudflare Worker
 * (`ACREDITA_TARGET=cloudflare`, set by `npm run cf:build`).
 */
const target = process.env.ACREDITA_TARGET === 'cloudflare' ? 'cloudflare' : 'node';

// The libSQL client ships a native addon: Vite must not bundle it for Node. The Worker
// never loads it (it talks to D1), so there the driver module is swapped at build time.
const nodeExternals = ['@libsql/client', 'libsql'];

export default defineConfig({
  // Separate output folders so a Worker build never overwrites the Node server's.
  distDir: target === 'cloudflare' ? 'dist-cf' : 'dist',
  unstable_adapter: target === 'cloudflare' ? 'waku/adapters/cloudflare' : 'waku/adapters/node',
  vite: {
    plugins: [tailwindcss()],
    resolve: {
      alias: {
        '#db-driver': new URL(target === 'cloudflare' ? './src/db/driver-d1.ts' : './src/db/driver-libsql.ts', import.meta.url)
          .pathname,
      },
    },
    environments:
      target === 'node'
        ? {
            rsc: { resolve: { external: nodeExternals } },
            ssr: { resolve: { external: nodeExternals } },
          }
        : {},
  },
});
