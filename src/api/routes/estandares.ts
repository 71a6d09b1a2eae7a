import { createRouter } from '../router.ts';

/** Standards and their tags, examples and scopes. */
export const estandaresRoutes = createRouter();
