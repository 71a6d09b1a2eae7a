import type { ReactNode } from 'react';

/**
 * Stand-in frame of the self-assessment area for the team part's branch: the area's own
 * layout (header, menu, read-only notice; branch i14-area) replaces this file when the
 * branches merge. The team pages render the same inside either.
 */
export default async function AreaLayoutProvisional({ children }: { children: ReactNode }) {
  return (
    <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
      {children}
    </main>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
