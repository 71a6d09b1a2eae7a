import { NotFound } from '../../components/status/not-found.tsx';

/** The client's 404 target; served with status 404 (see page-security.ts). */
export default async function Error404Page() {
  return <NotFound />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
