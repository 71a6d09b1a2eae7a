import { createRouter } from '../router.ts';

/** The ficheros routes. */
export const ficherosRoutes = createRouter();
