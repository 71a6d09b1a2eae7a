import { createRouter } from '../router.ts';

/** The login routes. */
export const loginRoutes = createRouter();
