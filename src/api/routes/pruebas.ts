import { createRouter } from '../router.ts';

/** Tests (pruebas) and their evidences. */
export const pruebasRoutes = createRouter();
