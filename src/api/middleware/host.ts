import { configFrom } from '../../platform/config.ts';
import { listenOrigin } from '../../platform/mail/links.ts';

/**
 * The host names this server answers for (docs/decisions/0053-request-front-door.md): against DNS
 * rebinding, where a page on another name that resolves to this server (127.0.0.1 on a
 * developer's machine) would be same-origin with it to the browser and so pass the CSRF check,
 * which compares Origin with Host. The attacker chooses the name but cannot make a browser send
 * one of ours, so answering only for ours closes it:
 * - PUBLIC_URL's host (required in production: the address users reach);
 * - outside production, the loopback names and the address the server listens on (HOST);
 * - every name in ALLOWED_HOSTS (comma-separated: the name a proxy or a health check uses);
 *   `*` there turns the check off, for a proxy that checks Host itself.
 * Names only, never the port: rebinding changes the name, and a proxy may change the port.
 */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

interface HostRule {
  any: boolean;
  names: ReadonlySet<string>;
}

/** A name as a URL's hostname spells it: lower case, without port or a final dot; IPv6 in brackets. */
function nameOf(authority: string): string {
  const host = authority.trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** The host name of an absolute URL, read without parsing the whole URL (every request asks). */
export function hostOf(url: string): string {
  const start = url.indexOf('//') + 2;
  const end = url.indexOf('/', start);
  return nameOf(url.slice(start, end === -1 ? url.length : end));
}

function buildRule(env: unknown): HostRule {
  const names = new Set<string>();
  const publicUrl = configFrom(env, 'PUBLIC_URL')?.trim();
  if (publicUrl && /^https?:\/\//i.test(publicUrl)) names.add(hostOf(publicUrl));
  if (configFrom(env, 'NODE_ENV') !== 'production') {
    for (const n of LOOPBACK_NAMES) names.add(n);
    names.add(hostOf(listenOrigin(env)));
  }
  let any = false;
  for (const entry of (configFrom(env, 'ALLOWED_HOSTS') ?? '').split(',')) {
    if (entry.trim() === '*') any = true;
    else if (entry.trim()) names.add(nameOf(entry));
  }
  return { any, names };
}

/** The configuration the rule was last built from: it is rebuilt only when one of them changes. */
const CONFIG = ['PUBLIC_URL', 'NODE_ENV', 'HOST', 'PORT', 'ALLOWED_HOSTS'];
let last: { key: string; rule: HostRule } | undefined;

function ruleFor(env: unknown): HostRule {
  const key = CONFIG.map((k) => configFrom(env, k) ?? '').join('\n');
  if (last?.key !== key) last = { key, rule: buildRule(env) };
  return last.rule;
}

/** True when the request's URL (built from its Host header) names a host this server answers for. */
export function isAllowedHost(url: string, env?: unknown): boolean {
  const rule = ruleFor(env);
  return rule.any || rule.names.has(hostOf(url));
}
