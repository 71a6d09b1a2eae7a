/** The palette role of an evidence status (C, NC, PTE, NA); the status's words always go with it. */
export const TONO_ESTADO: Record<string, string> = { C: 'positivo', NC: 'negativo', PTE: 'pendiente', NA: 'neutro' };
