import { createRouter } from '../router.ts';

/** The yo routes. */
export const yoRoutes = createRouter();
