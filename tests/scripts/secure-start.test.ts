import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LOOPBACK, listenHost } from '../../scripts/lib/listen.ts';
import { startupProblem } from '../../scripts/lib/startup-check.ts';

/** `npm start` with `vars` on top of this environment minus PUBLIC_URL, HOST and TRUST_PROXY. */
function start(vars: Record<string, string>) {
  const { PUBLIC_URL: _p, HOST: _h, TRUST_PROXY: _t, ...env } = process.env;
  return spawnSync('npx', ['tsx', 'scripts/start.ts'], {
    env: { ...env, DATABASE_URL: ':memory:', PORT: '3999', ...vars },
    encoding: 'utf8',
    // Refusing is immediate; a server that starts instead is killed and the test fails.
    timeout: 60_000,
  });
}

describe('npm start refuses an unsafe production configuration', () => {
  it('without PUBLIC_URL in production: exits 1 before building, saying why in Spanish and English', () => {
    const run = start({ NODE_ENV: 'production' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Falta PUBLIC_URL');
    expect(run.stderr).toContain('PUBLIC_URL is required in production');
    expect(run.stdout).not.toContain('Compilando');
  }, 60_000);

  it('with a TRUST_PROXY that is not a number of proxies', () => {
    expect(startupProblem({ TRUST_PROXY: 'true' })).toContain('TRUST_PROXY="true" no es válido');
  });

  it('accepts PUBLIC_URL in production and anything outside production', () => {
    expect(startupProblem({ NODE_ENV: 'production', PUBLIC_URL: 'https://acredita.example' })).toBeNull();
    expect(startupProblem({ NODE_ENV: 'production', PUBLIC_URL: 'acredita.example' })).toContain('Falta PUBLIC_URL');
    expect(startupProblem({ NODE_ENV: 'development' })).toBeNull();
    expect(startupProblem({ TRUST_PROXY: '2' })).toBeNull();
  });
});

describe('where the server listens', () => {
  it('on the loopback address when demo accounts exist and HOST is unset, with no warning', () => {
    expect(listenHost({ host: undefined, demoAccounts: true })).toEqual({ hostname: LOOPBACK, warning: null });
    expect(listenHost({ host: '  ', demoAccounts: true })).toEqual({ hostname: LOOPBACK, warning: null });
  });

  it('on HOST when set, warning that demo accounts with public passwords are reachable', () => {
    const open = listenHost({ host: '0.0.0.0', demoAccounts: true });
    expect(open.hostname).toBe('0.0.0.0');
    expect(open.warning).toContain('cuentas de demostración con contraseña pública (Soludable.2026)');
    expect(open.warning).toContain('WARNING');
    expect(listenHost({ host: '127.0.0.1', demoAccounts: true }).warning).toBeNull();
    expect(listenHost({ host: '0.0.0.0', demoAccounts: false }).warning).toBeNull();
  });

  it('on every interface when there are no demo accounts (a deployment)', () => {
    expect(listenHost({ host: undefined, demoAccounts: false })).toEqual({ hostname: undefined, warning: null });
  });
});
