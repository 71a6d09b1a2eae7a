import { createRouter } from '../router.ts';

/** The invitaciones routes. */
export const invitacionesRoutes = createRouter();
