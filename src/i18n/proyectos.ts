/** Texts of the project chooser (invitations): a project is named by its code and its centre. */
export const proyectosSelector = {
  proyecto: 'Proyecto',
  ayuda: 'Escriba parte del código del proyecto o del nombre del centro y elija uno de la lista',
  sinResultados: 'Ningún proyecto coincide',
} as const;

/** Errors of the projects area and of the project-scoped calls. */
export const proyectosApi = {
  proyectoNoExiste: 'El proyecto no existe',
  autoevaluacionNoExiste: 'La autoevaluación no existe',
} as const;

/** Messages of the projects' writes (PUT, cambiarEstado, tags, observations). */
export const proyectosEdicion = {
  sinCambios: 'Indique el tutor o el responsable administrativo',
  estadoNoValido: 'Estado no válido: CURSO, FIN o CANCEL',
  mismoEstado: 'El proyecto ya está en ese estado',
  etiquetasNoValidas: (ids: number[]) => `Etiquetas que no existen o no son de proyectos: ${ids.join(', ')}`,
  observacionNoExiste: 'La observación no existe',
} as const;

/** Texts of the projects list page (/proyectos). */
export const proyectosUi = {
  titulo: 'Proyectos',
  sinProyectos: 'Todavía no hay proyectos',
  demo: 'Demo',
  configurar: 'Configurar',
  configurarAyuda: 'Configurar el seguimiento del proyecto',
  filtros: {
    texto: 'Código del proyecto o nombre del centro',
    fase: 'Fase',
    estado: 'Estado',
    demo: 'Demo',
    proceso: 'Proceso',
    etiqueta: 'Etiqueta',
    ambito: 'Ámbito',
    sinEquipoEvaluacion: 'Sin equipo de evaluación',
    todos: 'Todos',
    todas: 'Todas',
  },
  columnas: {
    proyecto: 'Proyecto y centro',
    tutor: 'Tutor',
    fase: 'Fase y estado',
    autoevaluacion: 'Autoevaluación (inicio, progreso, fin)',
    evaluacion: 'Evaluación (inicio, progreso, fin)',
    resultado: 'Resultado',
  },
  progreso: (n: number) => `${n} %`,
  sinEtapa: '—',
} as const;

/** Texts of the project page (/proyecto/{id}). */
export const proyectoUi = {
  proyecto: 'Proyecto',
  volver: 'Volver a proyectos',
  pestanas: {
    titulo: 'Secciones del proyecto',
    datos: 'Datos',
    autoevaluaciones: 'Autoevaluaciones',
    observaciones: 'Observaciones',
  },
  campos: {
    codigo: 'Código',
    centro: 'Centro',
    proceso: 'Proceso',
    ambito: 'Ámbito',
    fase: 'Fase',
    estado: 'Estado',
    resultado: 'Resultado',
    tutor: 'Tutor',
    administrativo: 'Responsable administrativo',
    solicitud: 'Solicitud',
    etiquetas: 'Etiquetas',
    autoevaluacion: 'Autoevaluación (inicio, progreso, fin)',
    evaluacion: 'Evaluación (inicio, progreso, fin)',
  },
  verSolicitud: 'Ver la solicitud',
  autoevaluaciones: {
    titulo: 'Autoevaluaciones del proyecto',
    vacio: 'El proyecto todavía no tiene autoevaluaciones',
    fase: 'Fase',
    estado: 'Estado',
    inicio: 'Inicio',
    limite: 'Fecha límite',
    fin: 'Fin',
    cumplimiento: 'Cumplimiento',
    evaluados: 'Evaluados',
    cifras: (n: number, total: number, pct: number) => `${n} de ${total} (${pct} %)`,
    plazos: (fase: string) => `Fechas: ${fase}`,
    plazosAyuda: 'La agencia fija la fecha límite y la de visita de cada fase en curso; el centro las ve en su área.',
  },
  observaciones: {
    titulo: 'Observaciones',
    vacio: 'El proyecto no tiene observaciones',
    nueva: 'Nueva observación',
    campo: 'Observación',
    anadir: 'Añadir',
    anadiendo: 'Añadiendo…',
    eliminar: (n: number) => `Eliminar la observación ${n}`,
  },
  ninguno: '—',
} as const;
