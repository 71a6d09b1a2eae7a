import { describe, expect, it } from 'vitest';
import { type Acceso, REGISTROS, type Registro } from '../../../domain/permisos/registros.ts';
import { evaluacionMenuPara } from './menu.ts';

const con = (...claves: string[]) => ({ esSuperAdmin: false, permisos: claves.map((clave) => ({ clave, escritura: true })) });
const hrefs = (items: ReturnType<typeof evaluacionMenuPara>) =>
  items.flatMap((i) => (i.kind === 'link' ? [i.href] : i.links.map((l) => l.href)));

describe('the evaluation area menu', () => {
  it('lists the spec entries in order (home, team, progress, result) for the head of evaluation', () => {
    const items = evaluacionMenuPara(9, con('AE', 'AE_APORTACION', 'AE_EQUIPO', 'INF_EVAL', 'INF_EVALUACION'));
    expect(hrefs(items)).toEqual([
      '/evaluacion/9',
      '/evaluacion/9/equipo',
      '/evaluacion/9/progreso',
      '/evaluacion/9/estandares',
      '/evaluacion/9/evidencias',
      '/evaluacion/9/resultado',
      '/evaluacion/9/subsanacion',
      '/evaluacion/9/informe',
      '/evaluacion/9/plantilla-seguimiento',
    ]);
    expect(items.map((i) => i.label)).toEqual(['Inicio', 'Equipo', 'Progreso', 'Resultado de la evaluación']);
  });

  it('shows the centre team (AE only inside the evaluation area) the home and the correction rounds', () => {
    expect(hrefs(evaluacionMenuPara(9, con('AE', 'COMUNIC')))).toEqual(['/evaluacion/9', '/evaluacion/9/subsanacion']);
    expect(evaluacionMenuPara(9, null)).toEqual([]);
  });

  it('marks a standard or evidence page as part of its list entry', () => {
    const grupo = evaluacionMenuPara(9, con('AE', 'AE_APORTACION')).find((i) => i.kind === 'group');
    const links = grupo?.kind === 'group' ? grupo.links : [];
    expect(links.find((l) => l.href.endsWith('/estandares'))?.routes).toContain(
      '/evaluacion/{AutoevaluacionId}/estandar/{EstandarId}',
    );
    expect(links.find((l) => l.href.endsWith('/evidencias'))?.routes).toContain(
      '/evaluacion/{AutoevaluacionId}/evidencia/{EvidenciaId?}',
    );
  });

  it('hides the entries of records whose cell in the records table is none, whatever the keys', () => {
    const celdas = Object.fromEntries(REGISTROS.map((r) => [r, 'read'])) as Record<Registro, Acceso>;
    const centro = {
      ...con('AE', 'AE_APORTACION', 'INF_EVAL'),
      registros: { ...celdas, veredictos: 'none', informe: 'none', resultado: 'none' } as const,
    };
    expect(hrefs(evaluacionMenuPara(9, centro))).toEqual(['/evaluacion/9', '/evaluacion/9/subsanacion']);
    const publicada = { ...con('AE', 'AE_APORTACION', 'INF_EVAL'), registros: celdas };
    expect(hrefs(evaluacionMenuPara(9, publicada))).toContain('/evaluacion/9/estandares');
  });
});
