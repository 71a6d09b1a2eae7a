import { createRouter } from '../router.ts';

/** Evaluation guides of a standard. */
export const guiasEvaluacionRoutes = createRouter();
