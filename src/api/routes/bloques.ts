import { createRouter } from '../router.ts';

/** Blocks of a manual and their scopes. */
export const bloquesRoutes = createRouter();
