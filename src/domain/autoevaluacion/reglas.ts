// The rules of a self-assessment, stated once and free of I/O so they are tested on their own:
// which standards apply to a project, when a question, a test, an evidence and a standard are
// met (the manual's `minimo` at each level), and the figures every page and the API show.
// src/domain/autoevaluacion/resumen.ts loads the data and calls these; nothing else computes them.

import type { NivelRegla } from '../procesos/niveles-carga.ts';

/** Status of a self-assessment the team can still work on (catalogue entity Autoevaluacion). */
export { ESTADO_ABIERTA } from '../shared/estados.ts';

/** Statuses the team gives a standard; "not applicable" is the separate `aplica` flag. */
export const ESTADOS_ESTANDAR = ['PTE', 'CUR', 'C', 'NC'] as const;
type EstadoEstandar = (typeof ESTADOS_ESTANDAR)[number];

/** Statuses of an evidence. */
export const ESTADOS_EVIDENCIA = ['PTE', 'C', 'NC'] as const;

/** The key counts use for standards or evidences marked not applicable. */
export const NO_APLICA = 'NA';

/** A standard or evidence without a stored verdict: pending and applicable. */
export const SIN_VERDICTO = { estadoClave: 'PTE', aplica: true } as const;

/**
 * One rule for "evaluated" in both phases: a standard is still to evaluate while it applies and
 * is neither met (C) nor not met (NC). Finishing, publishing and the seeded-data invariants read it.
 */
export const sinEvaluar = (v: { aplica: boolean; estadoClave: string }): boolean =>
  v.aplica && v.estadoClave !== 'C' && v.estadoClave !== 'NC';

// ── Scope ──────────────────────────────────────────────────────────────────────────────────

/**
 * Whether a standard applies to a project: a block or standard without scopes applies to
 * every scope; one with scopes applies only to projects in one of them. A project without a
 * scope takes every standard (nothing narrows it).
 */
export function aplicaAlProyecto(
  ambitoProyecto: number | null,
  ambitosBloque: readonly number[],
  ambitosEstandar: readonly number[],
): boolean {
  if (ambitoProyecto === null) return true;
  const cubre = (ambitos: readonly number[]) => ambitos.length === 0 || ambitos.includes(ambitoProyecto);
  return cubre(ambitosBloque) && cubre(ambitosEstandar);
}

// ── Questions ──────────────────────────────────────────────────────────────────────────────

/** What the rules need of a question of the manual. */
export interface PreguntaRegla {
  id: number;
  tipoClave: string;
  esencial: boolean;
  /** By kind: characters (TEXTO), lowest value (NUMERO), answers to tick (MULTIPLE), files (FICHERO). */
  minimo: number | null;
  maximo: number | null;
}

/** The team's answer to one question. */
export interface RespuestaPregunta {
  /** Free answer: text, number, ISO date, or S/N. */
  respuesta: string | null;
  /** Answers marked (UNICA, MULTIPLE). */
  marcadas: number;
  ficheros: number;
}

/** Why an answer breaks its question's bounds; the i18n catalogue words each reason. */
export type MotivoPregunta = 'menosDelMinimo' | 'masDelMaximo' | 'noEsNumero' | 'noEsFecha' | 'noEsSiNo' | 'unaRespuesta';

/** yyyy-mm-dd naming a real day (30 February is not one). */
const esFechaIso = (t: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(t)) return false;
  const d = new Date(`${t}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === t;
};

const texto = (r: RespuestaPregunta) => (r.respuesta ?? '').trim();

/** Whether the answer holds anything at all (an empty answer is "not answered", never an error). */
function tieneRespuesta(p: PreguntaRegla, r: RespuestaPregunta): boolean {
  switch (p.tipoClave) {
    case 'UNICA':
    case 'MULTIPLE':
      return r.marcadas > 0;
    case 'FICHERO':
      return r.ficheros > 0;
    default:
      return texto(r) !== '';
  }
}

const fuera = (n: number, min: number | null, max: number | null): MotivoPregunta | null => {
  if (min !== null && min > 0 && n < min) return 'menosDelMinimo';
  if (max !== null && max > 0 && n > max) return 'masDelMaximo';
  return null;
};

/**
 * What is wrong with a non-empty answer given its question's kind and bounds, or null when
 * it is valid. Saving an answer that breaks its bounds is refused, so a stored answer is valid.
 */
export function motivoRespuesta(p: PreguntaRegla, r: RespuestaPregunta): MotivoPregunta | null {
  if (!tieneRespuesta(p, r)) return null;
  const t = texto(r);
  switch (p.tipoClave) {
    case 'TEXTO':
      return fuera([...t].length, p.minimo, p.maximo);
    case 'NUMERO': {
      if (!/^-?\d+([.,]\d+)?$/.test(t)) return 'noEsNumero';
      const n = Number(t.replace(',', '.'));
      if (p.minimo !== null && n < p.minimo) return 'menosDelMinimo';
      if (p.maximo !== null && p.maximo > 0 && n > p.maximo) return 'masDelMaximo';
      return null;
    }
    case 'FECHA':
      return esFechaIso(t) ? null : 'noEsFecha';
    case 'SI_NO':
      return t === 'S' || t === 'N' ? null : 'noEsSiNo';
    case 'UNICA':
      return r.marcadas === 1 ? null : 'unaRespuesta';
    case 'MULTIPLE':
      return fuera(r.marcadas, p.minimo, p.maximo);
    case 'FICHERO':
      return fuera(r.ficheros, p.minimo, p.maximo);
    default:
      return null;
  }
}

/** A question counts as answered when its answer is there and within its bounds. */
export const preguntaRespondida = (p: PreguntaRegla, r: RespuestaPregunta | undefined): boolean =>
  r !== undefined && tieneRespuesta(p, r) && motivoRespuesta(p, r) === null;

// ── Tests, evidences, standards ────────────────────────────────────────────────────────────

/**
 * A test (its form) is met when at least the form's `minimo` questions are answered, every
 * essential question among them, and at least one: an untouched test is never met, even with
 * a minimum of 0.
 */
export function pruebaCumple(
  formulario: { minimo: number },
  preguntas: readonly PreguntaRegla[],
  respuestas: ReadonlyMap<number, RespuestaPregunta>,
): boolean {
  const respondidas = preguntas.filter((p) => preguntaRespondida(p, respuestas.get(p.id)));
  if (respondidas.length === 0) return false;
  if (preguntas.some((p) => p.esencial && !preguntaRespondida(p, respuestas.get(p.id)))) return false;
  return respondidas.length >= formulario.minimo;
}

/** An evidence reaches its manual minimum when at least `minimo` of its active tests are met. */
export const evidenciaCumpleMinimo = (evidencia: { minimo: number }, pruebasCumplidas: number): boolean =>
  pruebasCumplidas >= evidencia.minimo;

/** The verdict stored for a standard or evidence (or SIN_VERDICTO when none is). */
export interface Verdicto {
  estadoClave: string;
  aplica: boolean;
}

/**
 * An evidence counts towards its standard when it applies, the team marked it met (C) and
 * its tests reach the manual's minimum.
 */
export const evidenciaCumplida = (v: Verdicto, alcanzaMinimo: boolean): boolean =>
  v.aplica && v.estadoClave === 'C' && alcanzaMinimo;

/** A standard reaches its manual minimum when at least `minimo` of its evidences are met. */
export const estandarCumpleMinimo = (estandar: { minimo: number }, evidenciasCumplidas: number): boolean =>
  evidenciasCumplidas >= estandar.minimo;

// ── Figures ────────────────────────────────────────────────────────────────────────────────

/** Met over applicable standards of one kind (essential or not), with its whole percentage. */
export interface Recuento {
  Cumple: number;
  Total: number;
  /** Cumple over Total rounded to the nearest whole percent (0 when Total is 0). */
  Porcentaje: number;
}

export type { NivelRegla };

export interface Cifras {
  /** NumeroCumple over Total, a whole percentage (0 when nothing applies). */
  PorcentajeCumple: number;
  /** Applicable standards the team marked met (C). */
  NumeroCumple: number;
  /** Standards that apply (by scope and not marked not applicable). */
  Total: number;
  /** Applicable standards with a final verdict (C or NC). */
  NumeroEvaluado: number;
  /** Standards by status, NA for those marked not applicable. */
  PorEstado: Record<EstadoEstandar | typeof NO_APLICA, number>;
  /** Applicable essential standards met. */
  Esenciales: Recuento;
  /** Applicable non-essential standards met. */
  NoEsenciales: Recuento;
  /** The highest level of the process reached, or null (none reached, or the process has none). */
  Nivel: { Clave: string; Nombre: string } | null;
}

/** A standard's verdict with whether the manual marks it essential (unknown counts as not essential). */
export type VerdictoEstandar = Verdicto & { esencial?: boolean };

const porcentaje = (cumple: number, total: number) => (total === 0 ? 0 : Math.round((cumple * 100) / total));

/**
 * Whether a count reaches a level's share. Compared exactly (cumple / total >= umbral / 100),
 * never on the rounded percentage, so 2 of 3 (66.7 %) does not reach 67 %. Nothing applicable
 * reaches any share: there is nothing left to meet.
 */
export const alcanzaUmbral = (r: Pick<Recuento, 'Cumple' | 'Total'>, umbral: number): boolean =>
  r.Cumple * 100 >= umbral * r.Total;

/**
 * The highest level (by `orden`, then the stricter thresholds) whose shares of essential and
 * non-essential standards are both reached, or null. A process without levels gives null.
 */
export function nivelAlcanzado(
  esenciales: Pick<Recuento, 'Cumple' | 'Total'>,
  noEsenciales: Pick<Recuento, 'Cumple' | 'Total'>,
  niveles: readonly NivelRegla[],
): NivelRegla | null {
  const alcanzados = niveles.filter(
    (n) => alcanzaUmbral(esenciales, n.porcentajeEsenciales) && alcanzaUmbral(noEsenciales, n.porcentajeNoEsenciales),
  );
  alcanzados.sort(
    (a, b) =>
      b.orden - a.orden || b.porcentajeEsenciales - a.porcentajeEsenciales || b.porcentajeNoEsenciales - a.porcentajeNoEsenciales,
  );
  return alcanzados[0] ?? null;
}

/** The result a published evaluation gets: ACR when a level is reached, NO_ACR otherwise. */
export const resultadoDe = (nivel: Cifras['Nivel'] | NivelRegla | null): 'ACR' | 'NO_ACR' => (nivel ? 'ACR' : 'NO_ACR');

/**
 * The figures of a self-assessment from its applicable standards' verdicts and its process's
 * levels: one function for pages and API.
 */
export function cifras(verdictos: readonly VerdictoEstandar[], niveles: readonly NivelRegla[] = []): Cifras {
  const PorEstado: Cifras['PorEstado'] = { PTE: 0, CUR: 0, C: 0, NC: 0, NA: 0 };
  const esen = { Cumple: 0, Total: 0 };
  const noEsen = { Cumple: 0, Total: 0 };
  for (const v of verdictos) {
    if (!v.aplica) {
      PorEstado.NA++;
      continue;
    }
    if (v.estadoClave in PorEstado) PorEstado[v.estadoClave as EstadoEstandar]++;
    else PorEstado.PTE++;
    const grupo = v.esencial ? esen : noEsen;
    grupo.Total++;
    if (v.estadoClave === 'C') grupo.Cumple++;
  }
  const Total = verdictos.length - PorEstado.NA;
  const NumeroCumple = PorEstado.C;
  const nivel = nivelAlcanzado(esen, noEsen, niveles);
  return {
    PorcentajeCumple: porcentaje(NumeroCumple, Total),
    NumeroCumple,
    Total,
    NumeroEvaluado: PorEstado.C + PorEstado.NC,
    PorEstado,
    Esenciales: { ...esen, Porcentaje: porcentaje(esen.Cumple, esen.Total) },
    NoEsenciales: { ...noEsen, Porcentaje: porcentaje(noEsen.Cumple, noEsen.Total) },
    Nivel: nivel ? { Clave: nivel.clave, Nombre: nivel.nombre } : null,
  };
}
