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
