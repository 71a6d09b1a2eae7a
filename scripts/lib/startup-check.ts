import { trustedProxiesProblem } from '../../src/api/client-address.ts';
import { publicUrlProblem } from '../../src/platform/mail/links.ts';

/**
 * What stops a server from starting, or null: production without PUBLIC_URL, or a TRUST_PROXY
 * that is not a number. Light on imports, so a refusal comes before any other work.
 */
export function startupProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  return publicUrlProblem(env) ?? trustedProxiesProblem(env);
}
