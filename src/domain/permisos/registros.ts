/**
 * Each side keeps to its own records (ADR 0038): one table of profile × phase × record →
 * none, read or write. The centre's team (REPRE, AUTOEVAL: profiles of type SOL) writes its
 * self-assessment while it is open and, during a correction round, what the round returned;
 * the evaluation team (JEFE_EVACN, EVAL: type EVA) writes only the evaluation's records; the
 * agency (global profiles) reads both, and those who may write projects (GEST_PROY, ADMIN:
 * HISTORICO at E) also keep the project's documents and set the deadlines. A super
 * administrator acts as anyone. Every gate of these records (the domain's, the pages'
 * controls and menus, the calendar feed) asks `nivelRegistro`; the permission keys still say
 * who enters the area at all (politicas.ts), and a write needs both.
 */

export type Acceso = 'none' | 'read' | 'write';

/** The rows: the profiles of a project's two sides and the agency's global profiles. */
export const PERFILES_REGISTROS = ['REPRE', 'AUTOEVAL', 'JEFE_EVACN', 'EVAL', 'GEST_PROY', 'ADMIN', 'GEST_SOLIC'] as const;
export type PerfilRegistros = (typeof PERFILES_REGISTROS)[number];

/**
 * The phase a record is in: the centre's self-assessment in progress (AUT-INI) or in
 * follow-up (AUT-SEG); a correction round open on it; the evaluation before publication
 * (EVA-*); after publication. Derived from the record itself (src/domain/autoevaluacion/registros.ts).
 */
export const FASES_REGISTROS = ['autoevaluacion', 'subsanacion', 'evaluacion', 'publicada', 'seguimiento'] as const;
export type FaseRegistros = (typeof FASES_REGISTROS)[number];

/** The centre's records: what its team writes on its self-assessment (AUT record) and the project's documents. */
export const REGISTROS_CENTRO = [
  'estandares',
  'evidencias',
  'pruebas',
  'tareas',
  'mejoras',
  'documentos',
  'subsanacion',
  'plazos',
] as const;
/**
 * The evaluation's records: its verdicts (with everything its team writes on the evaluation
 * record: comments, proposed improvement areas and strengths, tags, internal tasks), the
 * report and the result.
 */
export const REGISTROS_EVALUACION = ['veredictos', 'informe', 'resultado'] as const;
export const REGISTROS = [...REGISTROS_CENTRO, ...REGISTROS_EVALUACION] as const;
type RegistroCentro = (typeof REGISTROS_CENTRO)[number];
type RegistroEvaluacion = (typeof REGISTROS_EVALUACION)[number];
export type Registro = RegistroCentro | RegistroEvaluacion;

type Columna = Readonly<Record<Registro, Acceso>>;
type Fila = Readonly<Record<FaseRegistros, Columna>>;

const N = 'none';
const R = 'read';
const W = 'write';

/** One phase's cells, one per record in the order of REGISTROS. */
type UnaPor<T extends readonly unknown[]> = { -readonly [K in keyof T]: Acceso };
type Celdas = UnaPor<typeof REGISTROS>;
const fase = (...celdas: Celdas): Columna => Object.fromEntries(REGISTROS.map((r, i) => [r, celdas[i]])) as Columna;
/** The same cells in every phase. */
const entodas = (...celdas: Celdas): Fila => Object.fromEntries(FASES_REGISTROS.map((f) => [f, fase(...celdas)])) as Fila;

// Columns: estandares evidencias pruebas tareas mejoras documentos subsanacion plazos | veredictos informe resultado.
// An evaluation record is never in the self-assessment phases: its cells there repeat the
// unpublished ones, so a phase derived wrongly never opens it.

/** The centre's team: its own records while it works on them; the evaluation's only once published. */
const CENTRO: Fila = {
  autoevaluacion: fase(W, W, W, W, W, W, R, R, N, N, N),
  subsanacion: fase(W, W, W, R, R, W, W, R, N, N, N),
  evaluacion: fase(R, R, R, R, R, R, R, R, N, N, N),
  publicada: fase(R, R, R, R, R, R, R, R, R, R, R),
  seguimiento: fase(W, W, W, W, W, W, R, R, N, N, N),
};

/** The evaluation team reads the centre's records in every phase and writes only the evaluation's. */
const evaluacion = (informe: Acceso): Fila => ({
  autoevaluacion: fase(R, R, R, R, R, R, R, R, W, informe, informe),
  subsanacion: fase(R, R, R, R, R, R, R, R, W, informe, informe),
  evaluacion: fase(R, R, R, R, R, R, R, R, W, informe, informe),
  publicada: fase(R, R, R, R, R, R, R, R, R, R, R),
  seguimiento: fase(R, R, R, R, R, R, R, R, W, informe, informe),
});

/** Agency staff who may write projects: read everything, keep the documents and set the deadlines. */
const AGENCIA_ESCRIBE = entodas(R, R, R, R, R, W, R, W, R, R, R);

/** Agency staff who read projects: read everything. */
const AGENCIA_LEE = entodas(R, R, R, R, R, R, R, R, R, R, R);

/** The table itself. JEFE_EVACN attaches the report and publishes; EVAL reads them. */
const REGISTROS_POR_PERFIL: Readonly<Record<PerfilRegistros, Fila>> = {
  REPRE: CENTRO,
  AUTOEVAL: CENTRO,
  JEFE_EVACN: evaluacion(W),
  EVAL: evaluacion(R),
  GEST_PROY: AGENCIA_ESCRIBE,
  ADMIN: AGENCIA_ESCRIBE,
  GEST_SOLIC: AGENCIA_LEE,
};

const ORDEN: Record<Acceso, number> = { none: 0, read: 1, write: 2 };

/** The higher of two levels. */
export const mayor = (a: Acceso, b: Acceso): Acceso => (ORDEN[a] >= ORDEN[b] ? a : b);

/** Who acts, for the table: the rows they hold in the project, or a super administrator (every cell write). */
export interface SujetoRegistros {
  esSuperAdmin: boolean;
  perfiles: readonly PerfilRegistros[];
}

/** What `sujeto` may do with `registro` in `fase`: the highest cell among the rows held. */
export function nivelRegistro(sujeto: SujetoRegistros, fase: FaseRegistros, registro: Registro): Acceso {
  if (sujeto.esSuperAdmin) return W;
  return sujeto.perfiles.reduce<Acceso>((n, p) => mayor(n, REGISTROS_POR_PERFIL[p][fase][registro]), N);
}

/** Whether `sujeto` writes `registro` in some phase: the record is its side's (a refusal then means "not now", 409). */
export function esDeSuLado(sujeto: SujetoRegistros, registro: Registro): boolean {
  return FASES_REGISTROS.some((f) => nivelRegistro(sujeto, f, registro) === W);
}

/**
 * The row a held profile reads: its own when the table names it, otherwise its side's
 * narrowest (a profile of type SOL reads as AUTOEVAL, EVA as EVAL, a global GES one as
 * GEST_SOLIC). The permission keys still bound what any of them does.
 */
export function filaDePerfil(p: { clave: string; tipoClave: string }): PerfilRegistros | null {
  if ((PERFILES_REGISTROS as readonly string[]).includes(p.clave)) return p.clave as PerfilRegistros;
  const porTipo: Record<string, PerfilRegistros> = { SOL: 'AUTOEVAL', EVA: 'EVAL', GES: 'GEST_SOLIC' };
  return porTipo[p.tipoClave] ?? null;
}

/**
 * The record a write on a self-assessment record touches: on an evaluation record (phase type
 * EVA) every part of it (verdicts, comments, proposals, tags, tasks) is the evaluation's work.
 */
export function registroEn(faseTipo: string, registro: Registro): Registro {
  if (faseTipo !== 'EVA') return registro;
  return (REGISTROS_EVALUACION as readonly string[]).includes(registro) ? registro : 'veredictos';
}
