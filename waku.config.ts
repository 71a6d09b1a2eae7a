import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';

/**
 * One source tree, two targets: the Node server (default) and a Cloudflare Worker
 * (`ACREDITA_TARGET=cloudflare`, set by `npm run cf:build`).
 */
const target = process.env.ACREDITA_TARGET === 'cloudflare' ? 'cloudflare' : 'node';

// The libSQL client ships a native addon: Vite must not bundle it for Node. The Worker
// never loads it (it talks to D1), so there the driver module is swapped at build time.
const nodeExternals = ['@libsql/client', 'libsql'];

/**
 * React 19.2's Flight server turns a server-rendered `<link rel="stylesheet">` (the CSS links
 * the RSC plugin adds for every page) into a preload hint with `as: "stylesheet"`, which is not a
 * valid `as` value: every page then carried `<link rel="preload" as="stylesheet">` and the
 * browser logged "<link rel=preload> must have a valid `as` value". React 19.3 sends "style";
 * Waku 0.27 still requires React ~19.2, so the one literal is corrected at build time. Remove
 * when React 19.3 is allowed (the e2e spec `preload.spec.ts` tells whether it is still needed).
 */
function flightStylesheetPreload(): Plugin {
  const wrong = /(\bpreload\(\s*\w+,\s*)"stylesheet"/g;
  return {
    name: 'acredita:flight-stylesheet-preload',
    transform(code, id) {
      if (!id.includes('react-server-dom-webpack')) return null;
      const fixed = code.replace(wrong, '$1"style"');
      return fixed === code ? null : { code: fixed, map: null };
    },
  };
}

export default defineConfig({
  // Separate output folders so a Worker build never overwrites the Node server's.
  distDir: target === 'cloudflare' ? 'dist-cf' : 'dist',
  unstable_adapter: target === 'cloudflare' ? 'waku/adapters/cloudflare' : 'waku/adapters/node',
  vite: {
    plugins: [tailwindcss(), flightStylesheetPreload()],
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
