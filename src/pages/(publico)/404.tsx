import { NotFound } from '../../components/status/not-found.tsx';

/** Shown for every unknown path, with status 404. */
export default async function NotFoundPage() {
  return <NotFound />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
