import { createRouter } from '../router.ts';

/** Public reads of manuals marked public (CORS GET). */
export const publicoManualesRoutes = createRouter();
