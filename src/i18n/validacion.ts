/**
 * Validation messages shown to users. The wording comes from the spec and is
 * asserted verbatim by the tests, so change it here and nowhere else.
 */
export const validacion = {
  required: 'Este campo es obligatorio',
  password: {
    minLength: 'Se requieren al menos 6 caracteres',
    digit: 'Se requiere al menos un número',
    lowercase: 'Se requiere al menos una minúscula',
    uppercase: 'Se requiere al menos una mayúscula',
    symbol: 'Se requiere al menos un carácter no alfanumérico',
    mismatch: 'Las contraseñas no coinciden',
    policy: 'No cumple los criterios de la contraseña',
  },
  email: 'Email no válido',
  phone: 'Teléfono no válido',
  cif: 'CIF no válido',
  dni: 'DNI no válido',
  nie: 'NIE no válido',
  passport: 'Pasaporte no válido',
  postalCode: 'Código postal no válido',
  date: 'Formato fecha no válido',
  futureDate: 'La fecha debe ser posterior a la de hoy',
  positiveInteger: 'Solo números enteros positivos',
  notPositiveInteger: 'No es un número entero positivo',
  integer: 'Solo números enteros',
  colour: 'Color no válido',
  acceptConditions: 'Se requiere aceptar las condiciones',
  maxLength: (n: number) => `No puede superar los ${n} caracteres`,
  identityDocument: 'Documento de identidad no válido',
  controlCharacters: 'El texto contiene caracteres de control no permitidos',
} as const;
