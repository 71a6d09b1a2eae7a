import { describe, expect, it } from 'vitest';
import { accesoDe, elegirPersonas, type PersonaDelCentro } from './acceso-centro.ts';

type Entrada = { email: string | null; general: boolean; tipoClave: string; clave: string };
const entrada = (clave: string, email: string | null, tipoClave = 'SOL', general = false): Entrada => ({
  email,
  general,
  tipoClave,
  clave,
});

describe('elegirPersonas: whom accepting a request lets in', () => {
  it('keeps centre profiles held per project with an e-mail, one per address (the first), lower-cased', () => {
    const elegidas = elegirPersonas(
      [
        entrada('REPRE', ' Ana.Lopez@Example.es '),
        entrada('AUTOEVAL', 'ana.lopez@example.es'),
        entrada('AUTOEVAL', 'luis@example.es'),
        entrada('AUTOEVAL', null),
        entrada('AUTOEVAL', ''),
      ],
      (e) => e,
    );
    expect(elegidas.map((p) => [p.email, p.r.clave])).toEqual([
      ['ana.lopez@example.es', 'REPRE'],
      ['luis@example.es', 'AUTOEVAL'],
    ]);
  });

  it('never lets a public form open the evaluation side or the agency (other profile types, global profiles)', () => {
    const elegidas = elegirPersonas(
      [
        entrada('JEFE_EVACN', 'jefa@example.es', 'EVA'),
        entrada('EVAL', 'eval@example.es', 'EVA'),
        entrada('ADMIN', 'admin@example.es', 'GES', true),
        entrada('RARO', 'global@example.es', 'SOL', true),
      ],
      (e) => e,
    );
    expect(elegidas).toEqual([]);
  });
});

describe('accesoDe: what the acceptance notice announces', () => {
  const persona = (email: string, cuenta: boolean): PersonaDelCentro => ({
    email,
    perfil: { id: 1, nombrePublico: 'Representante', tipoClave: 'SOL' },
    datos: {
      nombre: 'Ana',
      apellido1: 'López',
      apellido2: null,
      sexoId: 2,
      tipoDocumentoIdentidadClave: null,
      documentoIdentidad: null,
      telefono: null,
    },
    tratamiento: 'Dña.',
    cuenta: cuenta ? { id: 3, nombre: 'Ana López', tratamiento: 'Dña.' } : null,
  });
  it('an invitation for a new address, the link for an account, nothing for someone not let in', () => {
    const personas = [persona('ana@example.es', false), persona('rosa@example.es', true)];
    expect(accesoDe(personas, 'ANA@example.es')).toBe('invitacion');
    expect(accesoDe(personas, 'rosa@example.es')).toBe('perfil');
    expect(accesoDe(personas, 'otra@example.es')).toBeNull();
  });
});
