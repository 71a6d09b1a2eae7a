/** Texts of the scheduled reminders (enviar-recordatorios job). */
export const recordatoriosTextos = {
  descripcionTarea: 'Envía por correo los recordatorios de las plantillas de notificación de los procesos',
  resumen: (n: number) => `${n} ${n === 1 ? 'recordatorio enviado' : 'recordatorios enviados'}`,
  /** Subject when a template has none (the column is nullable). */
  asuntoPorDefecto: (proyecto: string) => `Recordatorio del proyecto ${proyecto}`,
  /**
   * Help text for the "Cuerpo" field of the process template form (owned by the processes area;
   * kept here so the placeholders and their description live next to the code that fills them).
   */
  ayudaMarcadores:
    'Puede usar estos marcadores en el asunto y el cuerpo: {saludo} (el saludo con el tratamiento y el nombre, ' +
    'p. ej. «Estimada Dña. Ana López:», o «Estimado/a …:» si no se conoce el tratamiento), ' +
    '{nombre} (nombre de la persona destinataria), ' +
    '{centro} (nombre del centro), {proyecto} (código del proyecto), {proceso} (nombre del proceso), ' +
    '{referencia} (referencia de la solicitud), {fecha} (fecha del hito, dd/mm/aaaa) y {dias} (días que faltan ' +
    'para el hito o que han pasado desde él). El correo se envía a las personas de la solicitud con el perfil ' +
    'indicado y a las direcciones adicionales, una sola vez por proyecto y fecha del hito, solo a proyectos en curso ' +
    '(y, si se indica una fase, solo a los que estén en ella). Las plantillas con medio «Aviso en la aplicación» ' +
    'no se envían por correo.',
} as const;
