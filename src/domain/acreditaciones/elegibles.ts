import { and, eq, inArray } from 'drizzle-orm';
import { proyectos } from '../../db/schema/proyectos.ts';

// Which projects may receive an accreditation, stated once: the create and
// edit calls check it, the project picker offers only these.

/** Phases whose projects may be accredited: the end of a cycle and the follow-up cycles. */
export const FASES_ELEGIBLES = ['FIN-INI', 'AUT-SEG', 'EVA-SEG', 'AUT-SEG-EST', 'EVA-SEG-EST', 'FIN-SEG'] as const;
/** …while the project is in progress. */
const ESTADO_ELEGIBLE = 'CURSO';

export const esElegible = (p: { faseClave: string; estadoClave: string }): boolean =>
  p.estadoClave === ESTADO_ELEGIBLE && (FASES_ELEGIBLES as readonly string[]).includes(p.faseClave);

/** The same rule as SQL conditions on `proyectos`. */
export const condicionElegible = () =>
  and(eq(proyectos.estadoClave, ESTADO_ELEGIBLE), inArray(proyectos.faseClave, [...FASES_ELEGIBLES]));
