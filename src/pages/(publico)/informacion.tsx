import { unstable_redirect } from 'waku/router/server';

/** The information page opens on its first tab. */
export default async function InformacionRedirect() {
  unstable_redirect('/quees');
  return null;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
