import { unstable_notFound } from 'waku/router/server';

/** The client's 404 target (behaviour.md §8): the same page and status as any unknown path. */
export default async function Error404() {
  unstable_notFound();
  return null;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
