import { describe, expect, it } from 'vitest';
import { areaMenuPara } from './menu.ts';

const con = (...claves: string[]) => ({ esSuperAdmin: false, permisos: claves.map((clave) => ({ clave, escritura: true })) });
const hrefs = (items: ReturnType<typeof areaMenuPara>) =>
  items.flatMap((i) => (i.kind === 'link' ? [i.href] : i.links.map((l) => l.href)));

describe('the self-assessment area menu', () => {
  it('lists the spec entries in order for a manager holding every area key', () => {
    const items = areaMenuPara(7, con('AE', 'AE_APORTACION', 'AE_EQUIPO', 'AE_FIN'));
    expect(hrefs(items)).toEqual([
      '/autoevaluacion/7',
      '/autoevaluacion/7/manual',
      '/autoevaluacion/7/tabla',
      '/autoevaluacion/7/equipo',
      '/autoevaluacion/7/progreso',
      '/autoevaluacion/7/estandares',
      '/autoevaluacion/7/evidencias',
      '/autoevaluacion/7/areasMejora',
      '/autoevaluacion/7/tareas',
      '/autoevaluacion/7/calendario',
      '/autoevaluacion/7/subsanacion',
      '/autoevaluacion/7/fin',
    ]);
  });

  it('leaves out what the permissions in the project do not open, and empty groups', () => {
    const items = areaMenuPara(7, con('AE'));
    expect(hrefs(items)).toEqual([
      '/autoevaluacion/7',
      '/autoevaluacion/7/tabla',
      '/autoevaluacion/7/areasMejora',
      '/autoevaluacion/7/subsanacion',
    ]);
    expect(items.map((i) => i.label)).toEqual(['Inicio', 'Recursos', 'Progreso', 'Subsanación']);
    expect(areaMenuPara(7, null)).toEqual([]);
  });

  it('marks a standard page as the standards entry', () => {
    const progreso = areaMenuPara(7, con('AE', 'AE_APORTACION')).find((i) => i.label === 'Progreso');
    const estandares = progreso?.kind === 'group' ? progreso.links.find((l) => l.label === 'Estándares') : undefined;
    expect(estandares?.routes).toContain('/autoevaluacion/{AutoevaluacionId}/estandar/{EstandarId}');
  });
});
