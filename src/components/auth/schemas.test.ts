import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  contactSchema,
  loginSchema,
  resetPasswordSchema,
  resetRequestSchema,
  validate,
} from './schemas.ts';

describe('sign-in form schemas', () => {
  it('login: both fields required, the password kept as typed', () => {
    expect(validate(loginSchema, { username: '', password: '' })).toEqual({
      ok: false,
      errors: { username: ['Este campo es obligatorio'], password: ['Este campo es obligatorio'] },
    });
    expect(validate(loginSchema, { username: ' admin ', password: ' a b ' })).toEqual({
      ok: true,
      output: { username: 'admin', password: ' a b ' },
    });
  });

  it('reset request: a valid e-mail', () => {
    expect(validate(resetRequestSchema, { email: 'x' })).toEqual({ ok: false, errors: { email: ['Email no válido'] } });
    expect(validate(resetRequestSchema, { email: '' })).toEqual({ ok: false, errors: { email: ['Este campo es obligatorio'] } });
  });

  it('new password: the policy and the confirmation, with the spec messages', () => {
    const weak = validate(resetPasswordSchema, { password: 'abc', confirmPassword: 'abc' });
    expect(weak).toEqual({
      ok: false,
      errors: {
        password: [
          'No cumple los criterios de la contraseña',
          'Se requieren al menos 6 caracteres',
          'Se requiere al menos un número',
          'Se requiere al menos una mayúscula',
          'Se requiere al menos un carácter no alfanumérico',
        ],
      },
    });
    expect(validate(resetPasswordSchema, { password: 'Abcde1.', confirmPassword: 'Abcde1,' })).toEqual({
      ok: false,
      errors: { confirmPassword: ['Las contraseñas no coinciden'] },
    });
    expect(validate(resetPasswordSchema, { password: 'Abcde1.', confirmPassword: 'Abcde1.' }).ok).toBe(true);
  });

  it('contact data: e-mail required, phone optional but valid', () => {
    expect(validate(contactSchema, { email: 'a@b.es', telefono: '' })).toEqual({
      ok: true,
      output: { email: 'a@b.es', telefono: undefined },
    });
    expect(validate(contactSchema, { email: 'a@b.es', telefono: '12345' })).toEqual({
      ok: false,
      errors: { telefono: ['Teléfono no válido'] },
    });
  });

  it('password change: the current password and a new pair', () => {
    expect(validate(changePasswordSchema, { actual: '', password: 'Abcde1.', confirmPassword: 'x' })).toEqual({
      ok: false,
      errors: { actual: ['Este campo es obligatorio'], confirmPassword: ['Las contraseñas no coinciden'] },
    });
    expect(validate(changePasswordSchema, { actual: 'old', password: 'Abcde1.', confirmPassword: 'Abcde1.' }).ok).toBe(true);
  });
});
