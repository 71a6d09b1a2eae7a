import { describe, expect, it } from 'vitest';
import {
  esDeSuLado,
  FASES_REGISTROS,
  filaDePerfil,
  nivelRegistro,
  PERFILES_REGISTROS,
  type PerfilRegistros,
  REGISTROS,
  REGISTROS_CENTRO,
  REGISTROS_EVALUACION,
  registroEn,
} from './registros.ts';

const como = (...perfiles: PerfilRegistros[]) => ({ esSuperAdmin: false, perfiles });
const superAdmin = { esSuperAdmin: true, perfiles: [] };

describe('the evaluation side never writes the centre’s records', () => {
  it('in any phase, head of evaluation or evaluator', () => {
    for (const p of ['JEFE_EVACN', 'EVAL'] as const)
      for (const f of FASES_REGISTROS)
        for (const r of REGISTROS_CENTRO) expect(nivelRegistro(como(p), f, r), `${p} ${f} ${r}`).not.toBe('write');
  });

  it('reads them in every phase (it judges them)', () => {
    for (const f of FASES_REGISTROS) expect(nivelRegistro(como('EVAL'), f, 'evidencias')).toBe('read');
  });
});

describe('the centre never reads the evaluation before publication', () => {
  it('none of its records, for either centre profile, until published', () => {
    for (const p of ['REPRE', 'AUTOEVAL'] as const) {
      for (const f of ['autoevaluacion', 'subsanacion', 'evaluacion', 'seguimiento'] as const)
        for (const r of REGISTROS_EVALUACION) expect(nivelRegistro(como(p), f, r), `${p} ${f} ${r}`).toBe('none');
      for (const r of REGISTROS_EVALUACION) expect(nivelRegistro(como(p), 'publicada', r)).toBe('read');
    }
  });

  it('and never writes them', () => {
    for (const f of FASES_REGISTROS)
      for (const r of REGISTROS_EVALUACION) expect(nivelRegistro(como('REPRE'), f, r)).not.toBe('write');
  });
});

describe('the centre writes its own records while it works on them', () => {
  it('in the self-assessment and the follow-up, every record but the round answers and the deadlines', () => {
    for (const f of ['autoevaluacion', 'seguimiento'] as const) {
      for (const r of ['estandares', 'evidencias', 'pruebas', 'tareas', 'mejoras', 'documentos'] as const)
        expect(nivelRegistro(como('AUTOEVAL'), f, r), `${f} ${r}`).toBe('write');
      expect(nivelRegistro(como('REPRE'), f, 'subsanacion')).toBe('read');
    }
  });

  it('in a correction round, what the round returns: standards, evidences, tests, documents and the answers', () => {
    for (const r of ['estandares', 'evidencias', 'pruebas', 'documentos', 'subsanacion'] as const)
      expect(nivelRegistro(como('REPRE'), 'subsanacion', r), r).toBe('write');
    expect(nivelRegistro(como('REPRE'), 'subsanacion', 'tareas')).toBe('read');
    expect(nivelRegistro(como('REPRE'), 'subsanacion', 'mejoras')).toBe('read');
  });

  it('reads them during the evaluation and after publication', () => {
    for (const f of ['evaluacion', 'publicada'] as const)
      for (const r of REGISTROS_CENTRO) expect(nivelRegistro(como('REPRE'), f, r), `${f} ${r}`).toBe('read');
  });
});

describe('the agency', () => {
  it('sets the deadlines and keeps the documents when it may write projects; never the centre’s work', () => {
    for (const p of ['GEST_PROY', 'ADMIN'] as const)
      for (const f of FASES_REGISTROS) {
        expect(nivelRegistro(como(p), f, 'plazos')).toBe('write');
        expect(nivelRegistro(como(p), f, 'documentos')).toBe('write');
        expect(nivelRegistro(como(p), f, 'estandares')).toBe('read');
        expect(nivelRegistro(como(p), f, 'veredictos')).toBe('read');
      }
  });

  it('reads everything when it only reads projects', () => {
    for (const f of FASES_REGISTROS) for (const r of REGISTROS) expect(nivelRegistro(como('GEST_SOLIC'), f, r)).toBe('read');
  });

  it('nobody on a project’s sides sets its deadlines', () => {
    for (const p of ['REPRE', 'AUTOEVAL', 'JEFE_EVACN', 'EVAL'] as const) expect(esDeSuLado(como(p), 'plazos')).toBe(false);
  });
});

describe('reading the table', () => {
  it('the head of evaluation attaches the report and publishes; the evaluator reads them', () => {
    expect(nivelRegistro(como('JEFE_EVACN'), 'evaluacion', 'informe')).toBe('write');
    expect(nivelRegistro(como('JEFE_EVACN'), 'evaluacion', 'resultado')).toBe('write');
    expect(nivelRegistro(como('EVAL'), 'evaluacion', 'informe')).toBe('read');
    expect(nivelRegistro(como('EVAL'), 'evaluacion', 'veredictos')).toBe('write');
  });

  it('a super administrator writes every cell; nobody without a row gets anything', () => {
    for (const f of FASES_REGISTROS) for (const r of REGISTROS) expect(nivelRegistro(superAdmin, f, r)).toBe('write');
    expect(nivelRegistro(como(), 'autoevaluacion', 'estandares')).toBe('none');
  });

  it('several rows held give the highest cell', () => {
    expect(nivelRegistro(como('EVAL', 'AUTOEVAL'), 'autoevaluacion', 'estandares')).toBe('write');
    expect(nivelRegistro(como('GEST_SOLIC', 'GEST_PROY'), 'evaluacion', 'documentos')).toBe('write');
  });

  it('own side: refusals of the side’s records are "not now"; of the other side’s, "not yours"', () => {
    expect(esDeSuLado(como('REPRE'), 'estandares')).toBe(true);
    expect(esDeSuLado(como('REPRE'), 'veredictos')).toBe(false);
    expect(esDeSuLado(como('EVAL'), 'estandares')).toBe(false);
    expect(esDeSuLado(como('EVAL'), 'veredictos')).toBe(true);
  });

  it('profiles the table does not name read as their side’s narrowest row', () => {
    expect(filaDePerfil({ clave: 'REPRE', tipoClave: 'SOL' })).toBe('REPRE');
    expect(filaDePerfil({ clave: 'LECTOR', tipoClave: 'SOL' })).toBe('AUTOEVAL');
    expect(filaDePerfil({ clave: 'OBSERVADOR', tipoClave: 'EVA' })).toBe('EVAL');
    expect(filaDePerfil({ clave: 'LECTOR', tipoClave: 'GES' })).toBe('GEST_SOLIC');
    expect(filaDePerfil({ clave: 'X', tipoClave: 'OTRO' })).toBeNull();
  });

  it('on an evaluation record the centre’s kinds of record are the evaluation’s verdicts', () => {
    expect(registroEn('EVA', 'estandares')).toBe('veredictos');
    expect(registroEn('EVA', 'tareas')).toBe('veredictos');
    expect(registroEn('EVA', 'informe')).toBe('informe');
    expect(registroEn('AUT', 'tareas')).toBe('tareas');
  });

  it('has a row for every profile and a cell for every phase and record', () => {
    for (const p of PERFILES_REGISTROS)
      for (const f of FASES_REGISTROS)
        for (const r of REGISTROS) expect(['none', 'read', 'write']).toContain(nivelRegistro(como(p), f, r));
  });
});
