import { createRouter } from '../router.ts';

/** Evidences and their examples and tests. */
export const evidenciasRoutes = createRouter();
