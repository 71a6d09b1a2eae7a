import { unstable_redirect } from 'waku/router/server';
import { REDIRECCIONES } from '../../platform/redirects.ts';

/** The information page opens on its first tab (HTML requests never get here: redirects.ts). */
export default async function InformacionRedirect() {
  unstable_redirect(REDIRECCIONES['/informacion'] ?? '/quees');
  return null;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
