import { describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import { requireCatalogo } from './acceso.ts';

const actor = (permisos: Array<[string, boolean]>, esSuperAdmin = false): Actor => ({
  usuarioId: 1,
  nombre: 'A',
  esSuperAdmin,
  tipoPerfil: null,
  permisos: permisos.map(([clave, escritura]) => ({ clave, escritura })),
  permisosGenerales: [],
});

describe('requireCatalogo', () => {
  it('401 without a session, 403 without the permission', () => {
    expect(() => requireCatalogo(null, 'L')).toThrow(expect.objectContaining({ status: 401 }));
    expect(() => requireCatalogo(actor([['PERSONAS', true]]), 'L')).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('reads with any catalogue reader key; writes only with MANUALES E', () => {
    for (const k of ['MANUALES', 'GEST_PROCESOS', 'AE', 'INF_EVAL'])
      expect(() => requireCatalogo(actor([[k, false]]), 'L')).not.toThrow();
    expect(() => requireCatalogo(actor([['MANUALES', false]]), 'E')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => requireCatalogo(actor([['GEST_PROCESOS', true]]), 'E')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => requireCatalogo(actor([['manuales', true]]), 'E')).not.toThrow();
    expect(() => requireCatalogo(actor([], true), 'E')).not.toThrow();
  });
});
