import { describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import type { Permiso } from '../permisos/levels.ts';
import type { FaseRegistros, PerfilRegistros } from '../permisos/registros.ts';
import { capacidadesDe } from './capacidades.ts';
import type { AutoevaluacionBase } from './carga.ts';

// What each profile may do on a record, by phase, written out by hand from the rules they
// come from (the records' table of ADR 0038, the keys of politicas.ts, the phase's manager):
// the capability object must give these answers and nothing else.

const E = (clave: string): Permiso => ({ clave, escritura: true });
const L = (clave: string): Permiso => ({ clave, escritura: false });

/** One person as the capability reads them: session, permissions in the project, table row, profiles held for it. */
interface Quien {
  actor: Actor;
  permisos: Permiso[];
  perfiles: PerfilRegistros[];
  delProyecto: string[];
}
const persona = (perfil: PerfilRegistros | 'SUPER', permisos: Permiso[], delProyecto: string[] = [perfil]): Quien => ({
  actor: {
    usuarioId: 1,
    nombre: perfil,
    esSuperAdmin: perfil === 'SUPER',
    tipoPerfil: null,
    permisos,
    permisosGenerales: delProyecto.length === 0 ? permisos : [],
  },
  permisos,
  perfiles: perfil === 'SUPER' ? [] : [perfil],
  delProyecto: perfil === 'SUPER' ? [] : delProyecto,
});

const REPRE = persona('REPRE', [E('AE'), E('AE_APORTACION'), E('AE_EQUIPO'), E('AE_FIN')]);
const AUTOEVAL = persona('AUTOEVAL', [L('AE'), E('AE_APORTACION')]);
const JEFE = persona('JEFE_EVACN', [L('AE'), E('AE_EQUIPO'), E('INF_EVAL')]);
/** A head of evaluation whose profile grants INF_EVAL only to read: the table's write alone does not publish. */
const JEFE_SIN_CLAVE = persona('JEFE_EVACN', [L('AE'), L('INF_EVAL')]);
const EVAL = persona('EVAL', [L('AE'), L('INF_EVAL')]);
const GEST_PROY = persona('GEST_PROY', [E('HISTORICO')], []);
const SUPER = persona('SUPER', []);

const base: AutoevaluacionBase = {
  id: 7,
  proyectoId: 3,
  faseClave: 'AUT-INI',
  estadoClave: 'CURSO',
  fechaApertura: '2026-01-10',
  fechaInicio: '2026-01-10',
  fechaLimite: null,
  fechaFin: null,
  fechaVisita: null,
  ambitoId: null,
  manualId: 1,
  procesoId: 1,
  faseTipo: 'AUT',
  faseCiclo: 'INI',
  fechaPublicacion: null,
};
const AUT_ABIERTA = base;
const EVA_EN_CURSO: AutoevaluacionBase = { ...base, id: 8, faseClave: 'EVA-INI', faseTipo: 'EVA' };
const EVA_PUBLICADA: AutoevaluacionBase = {
  ...EVA_EN_CURSO,
  estadoClave: 'FIN',
  fechaFin: '2026-05-01',
  fechaPublicacion: '2026-05-01',
};

const cap = (q: Quien, a: AutoevaluacionBase, fase: FaseRegistros) =>
  capacidadesDe(
    q.actor,
    a,
    {
      permisos: q.permisos,
      sujeto: { esSuperAdmin: q.actor.esSuperAdmin, perfiles: q.perfiles },
      miembro: q.delProyecto.length > 0,
      perfilesDelProyecto: new Set(q.delProyecto),
    },
    fase,
  );

/** The answers a test compares: reads and writes of three records, and the phase's acts. */
const resumen = (q: Quien, a: AutoevaluacionBase, fase: FaseRegistros) => {
  const c = cap(q, a, fase);
  return {
    leeEstandares: c.puedeLeer('estandares'),
    escribeEstandares: c.puedeEscribir('estandares'),
    escribeDocumentos: c.puedeEscribir('documentos'),
    leeInforme: c.puedeLeer('informe'),
    escribeInforme: c.puedeEscribir('informe'),
    veEvaluacion: c.veEvaluacion,
    gestiona: c.gestiona,
    puedePublicar: c.puedePublicar,
    puedeFinalizar: c.puedeFinalizar,
  };
};

describe('capacidades: a self-assessment in progress (phase autoevaluacion)', () => {
  const en = (q: Quien) => resumen(q, AUT_ABIERTA, 'autoevaluacion');

  it('the representative writes the centre records and finishes the phase', () => {
    expect(en(REPRE)).toEqual({
      leeEstandares: true,
      escribeEstandares: true,
      escribeDocumentos: true,
      leeInforme: false,
      escribeInforme: false,
      veEvaluacion: true,
      gestiona: true,
      puedePublicar: false,
      puedeFinalizar: true,
    });
  });

  it('a self-assessor writes but does not manage or finish', () => {
    expect(en(AUTOEVAL)).toMatchObject({ escribeEstandares: true, gestiona: false, puedeFinalizar: false });
  });

  it('the head of evaluation reads the centre records, writes none, and does not manage this phase', () => {
    expect(en(JEFE)).toMatchObject({
      leeEstandares: true,
      escribeEstandares: false,
      escribeDocumentos: false,
      gestiona: false,
      puedeFinalizar: false,
    });
  });

  it('staff who write projects keep the documents only', () => {
    expect(en(GEST_PROY)).toMatchObject({
      leeEstandares: true,
      escribeEstandares: false,
      escribeDocumentos: true,
      gestiona: false,
      puedeFinalizar: false,
    });
  });

  it('a super administrator acts as anyone', () => {
    expect(en(SUPER)).toMatchObject({ escribeEstandares: true, gestiona: true, puedeFinalizar: true, puedePublicar: true });
  });
});

describe('capacidades: an evaluation before publication (phase evaluacion)', () => {
  const en = (q: Quien) => resumen(q, EVA_EN_CURSO, 'evaluacion');

  it("the centre's team sees nothing of the evaluators' work and writes nothing on it", () => {
    for (const q of [REPRE, AUTOEVAL]) {
      expect(en(q)).toEqual({
        leeEstandares: false,
        escribeEstandares: false,
        escribeDocumentos: false,
        leeInforme: false,
        escribeInforme: false,
        veEvaluacion: false,
        gestiona: false,
        puedePublicar: false,
        puedeFinalizar: false,
      });
    }
  });

  it('the head of evaluation writes the verdicts and the report, manages and publishes', () => {
    expect(en(JEFE)).toEqual({
      leeEstandares: true,
      escribeEstandares: true,
      escribeDocumentos: true,
      leeInforme: true,
      escribeInforme: true,
      veEvaluacion: true,
      gestiona: true,
      puedePublicar: true,
      puedeFinalizar: true,
    });
  });

  it('publishing needs INF_EVAL at E in the project as well as the table', () => {
    expect(en(JEFE_SIN_CLAVE)).toMatchObject({ escribeInforme: true, puedePublicar: false, puedeFinalizar: false });
  });

  it('an evaluator writes verdicts, reads the report, does not publish', () => {
    expect(en(EVAL)).toMatchObject({
      escribeEstandares: true,
      leeInforme: true,
      escribeInforme: false,
      veEvaluacion: true,
      gestiona: false,
      puedePublicar: false,
    });
  });

  it('staff read everything and publish nothing', () => {
    expect(en(GEST_PROY)).toMatchObject({ veEvaluacion: true, leeInforme: true, escribeInforme: false, puedePublicar: false });
  });
});

describe('capacidades: a published evaluation (phase publicada)', () => {
  const en = (q: Quien) => resumen(q, EVA_PUBLICADA, 'publicada');

  it("the centre's team now reads the evaluators' work and the report", () => {
    expect(en(REPRE)).toMatchObject({ veEvaluacion: true, leeInforme: true, escribeEstandares: false, puedeFinalizar: false });
  });

  it('nobody but a super administrator writes it, and nobody finishes it again', () => {
    expect(en(JEFE)).toMatchObject({
      escribeEstandares: false,
      escribeInforme: false,
      puedePublicar: false,
      puedeFinalizar: false,
    });
    expect(en(SUPER)).toMatchObject({ escribeInforme: true, puedeFinalizar: false });
  });
});

describe('capacidades: the rest of the object', () => {
  it('says whether the record is an evaluation, and meets rules within the project', () => {
    expect(cap(REPRE, AUT_ABIERTA, 'autoevaluacion').esEvaluacion).toBe(false);
    expect(cap(JEFE, EVA_EN_CURSO, 'evaluacion').esEvaluacion).toBe(true);
    expect(cap(EVAL, EVA_EN_CURSO, 'evaluacion').puede({ claves: ['INF_EVAL'], nivel: 'E' })).toBe(false);
    expect(cap(JEFE, EVA_EN_CURSO, 'evaluacion').puede({ claves: ['INF_EVAL'], nivel: 'E' })).toBe(true);
  });

  it("answers the write gate with the evaluation's kind of record on an evaluation", () => {
    expect(cap(EVAL, EVA_EN_CURSO, 'evaluacion').nivel('estandares')).toMatchObject({ nivel: 'write', registro: 'veredictos' });
    expect(cap(REPRE, AUT_ABIERTA, 'autoevaluacion').nivel('estandares')).toMatchObject({
      nivel: 'write',
      registro: 'estandares',
    });
  });
});
