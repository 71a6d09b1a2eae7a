import { createRouter } from '../router.ts';

/** Processes (procesos): CRUD, clone (GET + importar), profiles, file types, phases, scopes and notification templates (data-and-calls §7.8). */
export const procesosRoutes = createRouter();
