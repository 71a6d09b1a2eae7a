/** Datos de las tablas de la política de privacidad. */

/** Tratamientos: finalidad, base jurídica y plazo de conservación. */
export const tratamientos = [
  [
    'Gestionar las solicitudes de acreditación: recepción, comprobación de requisitos y comunicación del resultado.',
    'Aplicación de medidas precontractuales a petición del centro y ejecución del acuerdo de acreditación (art. 6.1.b RGPD). Para las personas de contacto del centro, interés legítimo (art. 6.1.f RGPD y art. 19 LOPDGDD).',
    'Mientras dure el proceso. Si la solicitud se rechaza, hasta que concluya el proceso en el que se presentó.',
  ],
  [
    'Desarrollar la autoevaluación, la evaluación externa, las visitas y los ciclos de seguimiento, y enviar los avisos por correo electrónico asociados.',
    'Ejecución del acuerdo de acreditación (art. 6.1.b RGPD) e interés legítimo respecto de las personas de contacto (art. 6.1.f RGPD y art. 19 LOPDGDD).',
    'Mientras la acreditación esté vigente, incluidos sus ciclos de seguimiento.',
  ],
  [
    'Emitir los certificados y mantener el registro público de acreditaciones.',
    'Ejecución del acuerdo de acreditación, cuyas condiciones acepta el centro al presentar la solicitud (art. 6.1.b RGPD).',
    'La acreditación se muestra en el registro solo mientras está vigente.',
  ],
  [
    'Atender las consultas recibidas mediante el formulario de contacto.',
    'Consentimiento de la persona que consulta (art. 6.1.a RGPD), que puede retirarse en cualquier momento.',
    'El tiempo necesario para responder a la consulta.',
  ],
  [
    'Garantizar la seguridad de la plataforma: gestión de sesiones, control de accesos y limitación de intentos fallidos de inicio de sesión.',
    'Interés legítimo en proteger la plataforma y la información que contiene (art. 6.1.f RGPD).',
    'Mientras dure la sesión; los registros de seguridad, el tiempo imprescindible para detectar e investigar incidentes.',
  ],
] as const;

/** Derechos de las personas interesadas: nombre y descripción. */
export const derechos = [
  ['Acceso', 'Saber si tratamos datos tuyos y obtener una copia e información sobre su tratamiento.'],
  ['Rectificación', 'Corregir los datos inexactos o completar los incompletos.'],
  ['Supresión', 'Pedir que se eliminen tus datos cuando ya no sean necesarios o se traten indebidamente.'],
  ['Oposición', 'Oponerte al tratamiento basado en el interés legítimo por motivos relacionados con tu situación particular.'],
  ['Limitación', 'Pedir que se conserven tus datos sin tratarlos mientras se resuelve una reclamación o una impugnación.'],
  [
    'Portabilidad',
    'Recibir los datos que nos has facilitado en un formato estructurado y de uso común, o que se transmitan a otro responsable.',
  ],
] as const;

/** Cookies: nombre, finalidad, tipo y duración. */
export const cookies = [
  [
    'sesion',
    'Mantener la sesión iniciada de forma segura tras identificarte.',
    'Técnica, propia',
    'Hasta que cierras la sesión o esta caduca',
  ],
  [
    'consentimiento_cookies',
    'Recordar que ya has visto el aviso de cookies para no mostrarlo de nuevo.',
    'Técnica, propia',
    '1 año',
  ],
] as const;
