import { describe, expect, it } from 'vitest';
import { invitacionProyectoSchema } from './equipo-schema.ts';

const base = { direccionEmail: 'luis@example.es', perfilId: 2, nombre: 'Luis', apellido1: 'Sanz' };

const errores = (body: unknown) => {
  const r = invitacionProyectoSchema.safeParse(body);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('invitacionProyectoSchema: an invitation from the project with the person’s data', () => {
  it('takes the address, the profile and the name; the document is optional and normalised per type', () => {
    expect(invitacionProyectoSchema.parse(base)).toMatchObject({ ...base, tipoDocumentoIdentidadClave: undefined });
    expect(
      invitacionProyectoSchema.parse({ ...base, tipoDocumentoIdentidadClave: 'dni', documentoIdentidad: '12345678z', sexoId: 1 }),
    ).toMatchObject({ tipoDocumentoIdentidadClave: 'DNI', documentoIdentidad: '12345678Z', sexoId: 1 });
  });

  it('answers with the spec’s messages, each on its field', () => {
    expect(errores({ ...base, nombre: '', direccionEmail: 'x' })).toEqual({
      nombre: 'Este campo es obligatorio',
      direccionEmail: 'Email no válido',
    });
    expect(errores({ ...base, tipoDocumentoIdentidadClave: 'DNI', documentoIdentidad: '12345678A' })).toEqual({
      documentoIdentidad: 'DNI no válido',
    });
    expect(errores({ ...base, documentoIdentidad: '12345678Z' })).toEqual({
      tipoDocumentoIdentidadClave: 'Este campo es obligatorio',
    });
    expect(errores({ ...base, telefono: '512345678' })).toEqual({ telefono: 'Teléfono no válido' });
    expect(errores({ ...base, esSuperAdmin: true })).toHaveProperty('');
  });
});
