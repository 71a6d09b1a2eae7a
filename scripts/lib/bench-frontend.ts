import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function clientBundle() {
  const dir = 'dist/public/assets';
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const gz = files.reduce((n, f) => n + gzipSync(readFileSync(join(dir, f))).length, 0);
  console.log(`Todo el JS cliente: ${files.length} ficheros, ${(gz / 1024).toFixed(1)} KB gzip`);
}

/** Lighthouse scores (mobile profile, simulated throttling) with the machine's Chromium. */
export async function lighthouse(base: string, path: string) {
  const out = spawnSync(
    'npx',
    [
      'lighthouse',
      `${base}${path}`,
      '--quiet',
      '--output=json',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    },
  );
  try {
    const report = JSON.parse(out.stdout) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { displayValue?: string }>;
    };
    const scores = Object.entries(report.categories).map(([k, v]) => `${k} ${Math.round(v.score * 100)}`);
    const lcp = report.audits['largest-contentful-paint']?.displayValue;
    console.log(`${path.padEnd(20)} ${scores.join(' · ')} · LCP ${lcp}`);
  } catch {
    console.log(`${path.padEnd(20)} Lighthouse no pudo ejecutarse: ${out.stderr.slice(-300)}`);
  }
}
