import { configFrom } from '../config.ts';

/** Addresses that mean "every interface": a link cannot point there, so it names this machine. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** PUBLIC_URL's origin when it is a valid http(s) URL, else undefined. */
function configuredOrigin(env: unknown): string | undefined {
  const configured = configFrom(env, 'PUBLIC_URL')?.trim();
  if (!configured || !/^https?:\/\//i.test(configured)) return undefined;
  try {
    return new URL(configured).origin;
  } catch {
    return undefined;
  }
}

/**
 * Why this configuration must not serve, or null: a production deployment (NODE_ENV=production,
 * the Worker's wrangler.toml included) needs PUBLIC_URL, the origin of every link in mails.
 * Spanish first, then English, for whoever reads the log.
 */
export function publicUrlProblem(env?: unknown): string | null {
  if (configFrom(env, 'NODE_ENV') !== 'production' || configuredOrigin(env)) return null;
  return (
    'Falta PUBLIC_URL: en producción los enlaces de los correos (invitaciones, restablecer la contraseña) ' +
    'necesitan la dirección pública del sitio, p. ej. PUBLIC_URL=https://acredita.example. ' +
    'PUBLIC_URL is required in production: it is the origin of the links in mails.'
  );
}

/**
 * The origin links in mails point to (docs/decisions/0046-secure-defaults.md): PUBLIC_URL, never
 * the Host the request names (anyone can write that header and so steer a reset link to their
 * own site). Without it, outside production, the address the server listens on (HOST, PORT).
 */
export function publicOrigin(env?: unknown): string {
  const configured = configuredOrigin(env);
  if (configured) return configured;
  const problem = publicUrlProblem(env);
  if (problem) throw new Error(problem);
  return listenOrigin(env);
}

/** The address the server listens on, as a browser on this machine reaches it: HOST (or localhost) and PORT. */
export function listenOrigin(env?: unknown): string {
  const host = configFrom(env, 'HOST')?.trim();
  const port = configFrom(env, 'PORT')?.trim() || '3000';
  const name = !host || WILDCARD_HOSTS.has(host) ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
