// Project statuses and the rules that read them.

export const ESTADOS_PROYECTO = ['CURSO', 'FIN', 'CANCEL'] as const;
export type EstadoProyecto = (typeof ESTADOS_PROYECTO)[number];

/** A project in phase FIN-INI still in progress shows the Configurar button (to set up its follow-up). */
export const muestraConfigurar = (p: { faseClave: string; estadoClave: string }) =>
  p.faseClave === 'FIN-INI' && p.estadoClave === 'CURSO';
