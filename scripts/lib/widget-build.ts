import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

// The widget's own build: React source compiled against preact/compat into one IIFE,
// plus the small loader partners include. Vite's library mode (rollup + esbuild), no config file:
// nothing of the app's build (Waku, Tailwind) applies here.

/** The budget of the bundle partners download. */
export const WIDGET_MAX_GZIP = 12 * 1024;

const raiz = fileURLToPath(new URL('../../', import.meta.url));

async function iife(entry: string, name: string): Promise<string> {
  const out = (await build({
    configFile: false,
    root: raiz,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: {
      alias: [
        { find: 'react/jsx-runtime', replacement: 'preact/jsx-runtime' },
        { find: 'react-dom/client', replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    },
    esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
    build: {
      write: false,
      emptyOutDir: false,
      minify: 'esbuild',
      target: 'es2020',
      lib: { entry: `${raiz}${entry}`, formats: ['iife'], name },
      rollupOptions: { output: { inlineDynamicImports: true } },
    },
  })) as Rollup.RollupOutput[];
  const chunk = out[0]?.output.find((o): o is Rollup.OutputChunk => o.type === 'chunk');
  if (!chunk) throw new Error(`${entry}: no output`);
  return chunk.code;
}

export interface WidgetBuild {
  /** acredita.<hash>.js */
  nombre: string;
  bundle: string;
  loader: string;
  gzipBundle: number;
  gzipLoader: number;
}

export async function construirWidget(): Promise<WidgetBuild> {
  const bundle = await iife('src/widgets/acredita/main.tsx', 'AcreditaWidget');
  const nombre = `acredita.${createHash('sha256').update(bundle).digest('hex').slice(0, 10)}.js`;
  const loader = (await iife('src/widgets/acredita/loader.ts', 'AcreditaLoader')).replace('__BUNDLE__', nombre);
  return {
    nombre,
    bundle,
    loader,
    gzipBundle: gzipSync(bundle, { level: 9 }).byteLength,
    gzipLoader: gzipSync(loader, { level: 9 }).byteLength,
  };
}
