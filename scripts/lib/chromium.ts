import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function playwrightChromium(): string | undefined {
  const out = spawnSync('node', ['-e', "console.log(require('playwright-core').chromium.executablePath())"], {
    encoding: 'utf8',
  });
  const path = out.stdout?.trim();
  return path && existsSync(path) ? path : undefined;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * A Chromium for the browser tests: CHROMIUM_PATH, Debian's package, or Playwright's own.
 * When none is there it installs one (Debian's chromium as root, else Playwright's download).
 */
export function ensureChromium(): string {
  const found = [process.env.CHROMIUM_PATH, ...CANDIDATES].find((p) => p && existsSync(p)) ?? playwrightChromium();
  if (found) return found;
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    console.log('Instalando Chromium de Debian para las pruebas de navegador…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.log('Descargando el Chromium de Playwright…');
  spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  const downloaded = playwrightChromium();
  if (!downloaded) throw new Error('No se encontró ni se pudo instalar Chromium (defina CHROMIUM_PATH)');
  return downloaded;
}
