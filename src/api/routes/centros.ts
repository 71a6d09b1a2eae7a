import { createRouter } from '../router.ts';

/** Applicant centres (centros, the spec's solicitantes). */
export const centrosRoutes = createRouter();
