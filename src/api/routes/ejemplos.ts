import { createRouter } from '../router.ts';

/** Examples and their standards and evidences. */
export const ejemplosRoutes = createRouter();
