import { createRouter } from '../router.ts';

/** Forms, questions and answers; form clone. */
export const formulariosRoutes = createRouter();
