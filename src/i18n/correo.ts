/** Texts of the development mailbox (/dev/correo). */
export const correo = {
  bandeja: 'Correo de desarrollo',
  explicacion:
    'Sin RESEND_API_KEY los correos no salen del servidor: se quedan en la bandeja de salida y se muestran aquí. Esta página no existe en producción ni cuando hay clave de Resend.',
  vacia: 'Todavía no hay ningún correo en la bandeja de salida.',
  columnas: { fecha: 'Fecha', para: 'Para', asunto: 'Asunto', estado: 'Estado' },
  estados: { PTE: 'Pendiente', ENV: 'Enviado', ERR: 'Error' } as Record<string, string>,
  pagina: (n: number, total: number) => `Página ${n} de ${total}`,
  anterior: 'Anterior',
  siguiente: 'Siguiente',
  paginacion: 'Paginación de la bandeja',
  volver: 'Volver a la bandeja',
  correo: (id: number) => `Correo n.º ${id}`,
  plantilla: 'Plantilla',
  intentos: 'Intentos',
  ultimoError: 'Último error',
  creado: 'Creado',
  enviado: 'Enviado',
  texto: 'Versión de texto',
  html: 'Versión HTML',
  htmlMarco: 'Versión HTML del correo (sin scripts ni enlaces activos)',
} as const;
