import { createRouter } from '../router.ts';

/** The usuarios routes. */
export const usuariosRoutes = createRouter();
