import { unstable_redirect } from 'waku/router/server';

/** The root path redirects to inicio. */
export default async function RootRedirect() {
  unstable_redirect('/inicio');
  return null;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
