/**
 * Texts of the self-assessment area's frame (menu, header), its entry (/autoevaluacion), home,
 * manual, summary table, progress board and standards (the "area" part of the area).
 */
export const areaMenu = {
  region: 'Menú de la autoevaluación',
  titulo: 'Autoevaluación',
  inicio: 'Inicio',
  recursos: 'Recursos',
  manual: 'Manual',
  tabla: 'Tabla resumen',
  equipo: 'Equipo',
  progreso: 'Progreso',
  tablero: 'Tablero',
  estandares: 'Estándares',
  evidencias: 'Evidencias',
  areasMejora: 'Áreas de mejora',
  planificacion: 'Planificación',
  tareas: 'Tareas',
  calendario: 'Calendario',
  fin: 'Finalizar',
  proyecto: 'Proyecto',
  fase: 'Fase',
  estado: 'Estado',
  soloLectura: 'Solo lectura',
} as const;

/** /enlacesAutoevaluacion/{id}: the area's pages the user may open, as a list of links. */
export const areaEnlaces = {
  titulo: 'Enlaces de la autoevaluación',
  intro: (codigo: string, centro: string) =>
    `Páginas de la autoevaluación del proyecto ${codigo} (${centro}) a las que tiene acceso.`,
} as const;

/** Messages of the standards' calls (verdicts, tags, observations). */
export const estandaresApi = {
  estandarNoExiste: 'El estándar no forma parte de esta autoevaluación',
  verdictoNoExiste: 'El estándar de la autoevaluación no existe',
  versionObsoleta:
    'Otra persona ha cambiado este estándar mientras lo editaba. Se ha recargado con sus cambios: revíselo y vuelva a guardar.',
  estadoNoValido: 'Estado no válido: C, CUR, PTE, NC o NA (no aplica)',
  sinCambios: 'Indique el estado, la justificación o si aplica',
  estadosDistintos: 'Indique el estado en estado o en estadoClave, no dos distintos',
  etiquetasNoValidas: (ids: number[]) => `Etiquetas que no son de esta autoevaluación: ${ids.join(', ')}`,
  observacionNoExiste: 'La observación no existe',
  soloAutor: 'Solo quien escribió la observación puede cambiarla o eliminarla',
  etiquetaNoExiste: 'La etiqueta no existe',
  tipoEtiquetaNoValido: 'Tipo de etiqueta no válido: EST (estándares) o TAR (tareas)',
  etiquetaRepetida: 'Ya hay una etiqueta con ese nombre en la autoevaluación',
  usuarioNoValido: 'Usuario no válido',
} as const;
