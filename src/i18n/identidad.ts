/** Texts of sign-in, sessions, password reset and the signed-in user's own data (API replies and mails). */
export const identidad = {
  credencialesIncorrectas: 'Usuario o contraseña incorrectos',
  sesionCaducada: 'La sesión ha caducado. Inicie sesión de nuevo.',
  restablecimientoSolicitado:
    'Si la dirección corresponde a una cuenta activa, recibirá un correo con las instrucciones para restablecer la contraseña.',
  enlaceNoValido: 'El enlace para restablecer la contraseña no es válido o ha caducado',
  contrasenaRestablecida: 'La contraseña se ha restablecido correctamente',
  contrasenaCambiada: 'La contraseña se ha cambiado correctamente',
  contrasenaActualIncorrecta: 'La contraseña actual no es correcta',
  emailEnUso: 'Ya existe una cuenta con esa dirección de correo',
  datosActualizados: 'La operación se ha realizado correctamente',
  tipoPerfilNoDisponible: 'No dispone de ese tipo de perfil',
} as const;
