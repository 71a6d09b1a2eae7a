import { AVANCE_DEMO } from './autoevaluaciones-demo.ts';
import { EVALUACIONES_RESULTADO_DEMO } from './evaluaciones-resultado-demo.ts';
import { PROYECTOS_DEMO } from './proyectos-demo.ts';
import { SEGUIMIENTO_DEMO } from './seguimiento-demo.ts';
import { SOLICITUDES_DEMO } from './solicitudes-demo.ts';
import { PROYECTO_SUBSANACION } from './subsanacion-demo.ts';

/**
 * Every request the demo seed creates: its own requests and the accepted ones each demo
 * project comes from. Stated once, so tests that count the demo's requests follow a new seed.
 */
export const REFERENCIAS_DEMO: ReadonlySet<string> = new Set(
  [
    ...SOLICITUDES_DEMO,
    ...PROYECTOS_DEMO,
    ...AVANCE_DEMO,
    ...Object.values(SEGUIMIENTO_DEMO),
    ...EVALUACIONES_RESULTADO_DEMO,
    PROYECTO_SUBSANACION,
  ].map((r) => r.referencia),
);
