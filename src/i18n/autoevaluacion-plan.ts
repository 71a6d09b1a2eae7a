/**
 * Planning in the self-assessment area: tasks, the calendar and the private calendar feed
 * (ICS). API messages first, then the pages' texts.
 */
export const tareasApi = {
  tareaNoExiste: 'La tarea no existe',
  observacionNoExiste: 'La observación no existe',
  estandarNoValido: 'El estándar no pertenece al manual de esta autoevaluación',
  responsableNoValido: 'El responsable debe formar parte del equipo del proyecto',
  etiquetasNoValidas: (ids: number[]) => `Etiquetas no válidas para las tareas de esta autoevaluación: ${ids.join(', ')}`,
  estadoNoValido: 'Estado no válido (PTE, FIN o RET)',
  rangoNoValido: 'La fecha inicial no puede ser posterior a la final',
  conseguidoNoValido: 'Indique sí o no',
  tareaCambiada: 'Otra persona ha modificado la tarea mientras la editaba: revise los datos actuales y vuelva a guardar',
  enlaceNoValido: 'El enlace del calendario no es válido o se ha revocado',
} as const;

/** Names of the task statuses (catalogue entity Tarea) and of the calendar's milestones. */
export const estadosTarea = { PTE: 'Pendiente', FIN: 'Finalizada', RET: 'Retrasada' } as const;

export const hitosCalendario = {
  auto_ini: 'Inicio de la autoevaluación',
  auto_limite: 'Fecha límite de la autoevaluación',
  auto_fin: 'Fin de la autoevaluación',
  auto_presen: 'Presentación de la evaluación',
  auto_visita: 'Visita de evaluación',
} as const;

export const tareasUi = {
  titulo: 'Tareas',
  nueva: 'Nueva tarea',
  editar: 'Editar tarea',
  volver: 'Volver a las tareas',
  verCalendario: 'Ver el calendario',
  sinTareas: 'Todavía no hay tareas. Cree la primera con «Nueva tarea».',
  columnas: {
    titulo: 'Tarea',
    fechaLimite: 'Fecha límite',
    responsable: 'Responsable',
    estandar: 'Estándar',
    estado: 'Estado',
  },
  filtros: {
    texto: 'Título o descripción',
    estado: 'Estado',
    responsable: 'Responsable',
    etiqueta: 'Etiqueta',
    desde: 'Fecha límite desde',
    hasta: 'Fecha límite hasta',
    todos: 'Todos',
    todas: 'Todas',
    formatoFecha: 'dd/mm/aaaa',
  },
  campos: {
    titulo: 'Título',
    descripcion: 'Descripción',
    fechaLimite: 'Fecha límite (dd/mm/aaaa)',
    estandar: 'Estándar',
    responsable: 'Responsable',
    conseguido: 'Tarea conseguida',
    sinEstandar: 'Sin estándar',
    sinResponsable: 'Sin responsable',
  },
  guardar: 'Guardar',
  guardando: 'Guardando…',
  crear: 'Crear tarea',
  eliminar: 'Eliminar tarea',
  eliminarConfirmar: 'Realmente quiere eliminar este registro',
  estadoCalculado:
    'El estado se calcula: «Finalizada» si está conseguida, «Retrasada» si pasó la fecha límite sin conseguirse, «Pendiente» en otro caso.',
  etiquetas: {
    titulo: 'Etiquetas',
    vacio: 'Esta autoevaluación no tiene etiquetas de tareas.',
    guardar: 'Guardar etiquetas',
  },
  observaciones: {
    titulo: 'Observaciones',
    vacio: 'Sin observaciones.',
    nueva: 'Nueva observación',
    anadir: 'Añadir observación',
    anadiendo: 'Añadiendo…',
    eliminar: (n: number) => `Eliminar la observación ${n}`,
  },
  sinPermisoEscritura: 'Solo lectura.',
} as const;

export const calendarioUi = {
  titulo: 'Calendario',
  mensual: 'Mes',
  semanal: 'Semana',
  vistas: 'Vista del calendario',
  periodo: 'Cambiar de periodo',
  mesAnterior: 'Mes anterior',
  mesSiguiente: 'Mes siguiente',
  semanaAnterior: 'Semana anterior',
  semanaSiguiente: 'Semana siguiente',
  hoy: 'Hoy',
  leyenda: {
    titulo: 'Leyenda',
    conseguida: 'Tarea conseguida',
    pendiente: 'Tarea pendiente',
    hito: 'Hito de la autoevaluación',
  },
  listaAccesible: 'Eventos del periodo en lista',
  sinEventos: 'No hay tareas ni hitos en este periodo.',
  suscripcion: {
    titulo: 'Suscribirse desde su programa de calendario',
    explicacion:
      'Un enlace privado con las tareas y los hitos de todas las autoevaluaciones de las que forma parte. Quien lo tenga puede ver esos datos: no lo comparta.',
    generar: 'Generar enlace',
    regenerar: 'Generar un enlace nuevo',
    regenerarAviso: 'El enlace anterior dejará de funcionar.',
    revocar: 'Revocar el enlace',
    revocarConfirmar: 'Realmente quiere revocar el enlace del calendario',
    copiar: 'Copiar',
    copiado: 'Enlace copiado',
    etiqueta: 'Enlace de suscripción (ICS)',
    soloUnaVez:
      'Copie el enlace ahora: por seguridad solo se guarda cifrado y no se puede volver a mostrar. Si lo pierde, genere uno nuevo.',
    activo: (fecha: string) => `Tiene un enlace activo creado el ${fecha}. Si lo ha perdido, genere uno nuevo.`,
    ninguno: 'Todavía no tiene un enlace de suscripción.',
    revocado: 'Enlace revocado',
  },
  feed: {
    nombre: 'Acredita: tareas y hitos',
    tarea: 'Tarea',
    responsable: 'Responsable',
    estado: 'Estado',
  },
} as const;
