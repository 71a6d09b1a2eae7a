import { createRouter } from '../router.ts';

/** Manuals: CRUD, tags and scopes, publish, export and import (clone). */
export const manualesRoutes = createRouter();
