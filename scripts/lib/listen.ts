import { inArray } from 'drizzle-orm';
import { usuarios } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD, DEMO_USUARIOS } from '../../src/db/seed/identidad.ts';
import type { Db } from '../../src/db/types.ts';

/** Loopback only: nobody but this machine reaches a server whose demo passwords are public. */
export const LOOPBACK = '127.0.0.1';

/** True when the database holds any of the demo accounts (whose password everyone knows). */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const emails = DEMO_USUARIOS.map((u) => u.email);
  return (await db.select({ id: usuarios.id }).from(usuarios).where(inArray(usuarios.email, emails)).limit(1)).length > 0;
}

/**
 * Where the server listens (docs/decisions/0046-secure-defaults.md): HOST when set, with a
 * warning if demo accounts are reachable through it; else the loopback address when demo
 * accounts exist; else every interface (a deployment, reached through its proxy or port).
 */
export function listenHost(opts: { host: string | undefined; demoAccounts: boolean }): {
  hostname: string | undefined;
  warning: string | null;
} {
  const host = opts.host?.trim() || undefined;
  if (!host) return { hostname: opts.demoAccounts ? LOOPBACK : undefined, warning: null };
  const loopback = host === 'localhost' || host.startsWith('127.') || host === '::1';
  const warning =
    opts.demoAccounts && !loopback
      ? `AVISO: HOST=${host} abre el servidor fuera de este equipo y la base de datos tiene cuentas de ` +
        `demostración con contraseña pública (${DEMO_PASSWORD}), también la del superadministrador: quien llegue ` +
        'a esta dirección puede entrar con ellas. Úselo solo en una red de confianza; fije PUBLIC_URL para que ' +
        'los enlaces de los correos apunten a una dirección alcanzable.\n' +
        `WARNING: HOST=${host} makes the server reachable from other machines and the database holds demo ` +
        'accounts with public passwords, the super administrator included.'
      : null;
  return { hostname: host, warning };
}
