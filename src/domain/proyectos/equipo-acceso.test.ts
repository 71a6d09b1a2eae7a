import { describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import { daComoAgencia } from './equipo-acceso.ts';

const actor = (usuarioId: number, permisos: Array<[string, boolean]>, esSuperAdmin = false): Actor => ({
  usuarioId,
  nombre: `Usuario ${usuarioId}`,
  esSuperAdmin,
  tipoPerfil: null,
  permisos: permisos.map(([clave, escritura]) => ({ clave, escritura })),
  permisosGenerales: [],
});

describe('daComoAgencia: who invites to a project and staffs its evaluation', () => {
  const proyecto = { tutorId: 5 };
  it('staff who write projects (HISTORICO at E), and the super administrator', () => {
    expect(daComoAgencia(actor(1, [['HISTORICO', true]]), proyecto)).toBe(true);
    expect(daComoAgencia(actor(2, [], true), proyecto)).toBe(true);
  });
  it('the project’s own tutor, whatever the keys', () => {
    expect(daComoAgencia(actor(5, [['HISTORICO', false]]), proyecto)).toBe(true);
    expect(daComoAgencia(actor(5, []), { tutorId: 6 })).toBe(false);
  });
  it('not staff who only read projects, nor people managers, nor teams, nor anonymous callers', () => {
    expect(
      daComoAgencia(
        actor(3, [
          ['HISTORICO', false],
          ['GEST_SOLICITUDES', true],
        ]),
        proyecto,
      ),
    ).toBe(false);
    expect(daComoAgencia(actor(4, [['PERSONAS', true]]), proyecto)).toBe(false);
    expect(
      daComoAgencia(
        actor(6, [
          ['AE_EQUIPO', true],
          ['INF_EVAL', true],
        ]),
        proyecto,
      ),
    ).toBe(false);
    expect(daComoAgencia(null, proyecto)).toBe(false);
    expect(daComoAgencia(actor(7, []), { tutorId: null })).toBe(false);
  });
});
