import { createRouter } from '../router.ts';

/** Processes open today, for the public page and the request wizard (CORS GET). */
export const procesosAbiertosRoutes = createRouter();
