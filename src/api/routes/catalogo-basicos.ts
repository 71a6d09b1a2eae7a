import { createRouter } from '../router.ts';

/** Scopes (ambitos), tags (etiquetas), packages (paquetes) and the catalogue lookups (mapas, tiposPrueba, tiposPregunta). */
export const catalogoBasicosRoutes = createRouter();
