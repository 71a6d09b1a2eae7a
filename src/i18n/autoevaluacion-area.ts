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
  comunicacion: 'Comunicación',
  progreso: 'Progreso',
  tablero: 'Tablero',
  estandares: 'Estándares',
  evidencias: 'Evidencias',
  areasMejora: 'Áreas de mejora',
  planificacion: 'Planificación',
  tareas: 'Tareas',
  calendario: 'Calendario',
  subsanacion: 'Subsanación',
  fin: 'Finalizar',
  proyecto: 'Proyecto',
  fase: 'Fase',
  estado: 'Estado',
  soloLectura: 'Solo lectura',
} as const;

/** An area's links page (`area`: "autoevaluación", "evaluación"): the pages the user may open, as a list of links. */
export const enlacesDeArea = (area: string) => ({
  titulo: `Enlaces de la ${area}`,
  intro: (codigo: string, centro: string) => `Páginas de la ${area} del proyecto ${codigo} (${centro}) a las que tiene acceso.`,
});

/** /enlacesAutoevaluacion/{id}. */
export const areaEnlaces = enlacesDeArea('autoevaluación');

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

/** The progress board (/autoevaluacion/{id}/progreso). */
export const tablero = {
  titulo: 'Tablero de progreso',
  arrastrable: 'tarjeta arrastrable',
  intro: 'Arrastre cada estándar a su columna, o elija su estado en la tarjeta. El cambio se guarda al momento.',
  columnas: { PTE: 'Pendientes', CUR: 'En curso', C: 'Cumplen' } as Record<string, string>,
  vacia: 'Ningún estándar en esta columna',
  fuera: (n: number) =>
    `${n} estándar${n === 1 ? '' : 'es'} en «No cumple» o «No aplica» no aparece${n === 1 ? '' : 'n'} en el tablero.`,
  verLista: 'Ver en la lista de estándares',
  estado: 'Estado',
  esencial: 'Esencial',
  asignados: 'Asignado a',
  guardado: (codigo: string, estado: string) => `Estándar ${codigo} guardado en «${estado}»`,
  guardando: 'Guardando…',
  recargado: (codigo: string) =>
    `Otra persona había cambiado el estándar ${codigo}: se muestra su versión actual. Revíselo y vuelva a moverlo si hace falta.`,
  soloLectura: 'El tablero es de solo lectura.',
  instrucciones:
    'Para mover un estándar con el teclado, sitúese en el asa de su tarjeta y pulse Espacio o Intro para cogerlo; las flechas izquierda y derecha lo llevan a la columna anterior o siguiente, y Espacio o Intro lo sueltan. Escape cancela. También puede elegir el estado en la tarjeta.',
  cogido: (codigo: string) => `Ha cogido el estándar ${codigo}.`,
  sobre: (codigo: string, columna: string) => `El estándar ${codigo} está sobre la columna ${columna}.`,
  fueraDeColumna: (codigo: string) => `El estándar ${codigo} no está sobre ninguna columna.`,
  soltado: (codigo: string, columna: string) => `Ha soltado el estándar ${codigo} en la columna ${columna}.`,
  cancelado: (codigo: string) => `Ha cancelado el movimiento del estándar ${codigo}.`,
  abrir: (codigo: string) => `Abrir el estándar ${codigo}`,
  mover: (codigo: string) => `Mover el estándar ${codigo}`,
} as const;

/** Names of the standard statuses for selects (the lookup names them too; these are the board's and forms'). */
export const estadosEstandar: Record<string, string> = {
  PTE: 'Pendiente',
  CUR: 'En curso',
  C: 'Cumple',
  NC: 'No cumple',
  NA: 'No aplica',
};

/** The self-assessment's home (/autoevaluacion/{id}). */
export const inicio = {
  titulo: 'Inicio de la autoevaluación',
  progreso: 'Progreso',
  porcentaje: (n: number) => `${n} %`,
  cumple: (c: number, total: number) => `${c} de ${total} estándares aplicables cumplen`,
  evaluados: (n: number, total: number) => `${n} de ${total} evaluados (cumple o no cumple)`,
  porEstado: 'Estándares por estado',
  graficoDescripcion: 'Barras con el número de estándares en cada estado; los valores figuran junto a cada barra.',
  plazos: 'Plazos',
  plazo: { inicio: 'Inicio', limite: 'Fecha límite', visita: 'Visita', fin: 'Fin' } as Record<string, string>,
  dias: (d: number) =>
    d === 0 ? 'hoy' : d > 0 ? `quedan ${d} día${d === 1 ? '' : 's'}` : `hace ${-d} día${d === -1 ? '' : 's'}`,
  sinPlazos: 'Sin plazos fijados',
  recientes: 'Cambios recientes',
  sinRecientes: 'Todavía no hay cambios en estándares ni evidencias',
  estandar: 'Estándar',
  evidencia: 'Evidencia',
  por: (nombre: string | null) => (nombre ? `por ${nombre}` : ''),
  irTablero: 'Ir al tablero',
} as const;

/** The standards list (/autoevaluacion/{id}/estandares) and a standard's page. */
export const estandaresUi = {
  titulo: 'Estándares',
  caption: 'Estándares de la autoevaluación',
  codigo: 'Código',
  descripcion: 'Descripción',
  bloque: 'Dimensión',
  esencial: 'Esencial',
  estado: 'Estado',
  asignados: 'Asignados',
  etiquetas: 'Etiquetas',
  usuario: 'Asignado a',
  etiqueta: 'Etiqueta',
  si: 'Sí',
  no: 'No',
  vacio: 'Esta autoevaluación no tiene estándares aplicables',
  total: (n: number) => `${n} estándar${n === 1 ? '' : 'es'}`,
  ninguno: '—',
} as const;

export const estandarUi = {
  titulo: (codigo: string) => `Estándar ${codigo}`,
  volver: 'Volver a los estándares',
  siguiente: (codigo: string) => `Siguiente estándar: ${codigo}`,
  proposito: 'Propósito',
  observacionesManual: 'Observaciones del manual',
  veredicto: 'Valoración del equipo',
  justificacion: 'Justificación',
  estado: 'Estado',
  guardar: 'Guardar',
  recargado:
    'Otra persona había cambiado este estándar: se muestran sus cambios. Revise la justificación y el estado y vuelva a guardar.',
  /** `copiado`: still as the follow-up copied it from the earlier cycle (its author and date there). */
  ultimaModificacion: (fecha: string, nombre: string | null, copiado = false) =>
    `Última modificación: ${fecha}${nombre ? ` por ${nombre}` : ''}${copiado ? ', copiado del ciclo anterior' : ''}`,
  asignados: 'Personas asignadas',
  sinAsignados: 'Nadie tiene asignado este estándar (cualquier miembro del equipo puede trabajar en él)',
  etiquetas: 'Etiquetas',
  sinEtiquetas: 'Sin etiquetas',
  guardarEtiquetas: 'Guardar etiquetas',
  nuevaEtiqueta: 'Nueva etiqueta',
  nombreEtiqueta: 'Nombre',
  colorEtiqueta: 'Color',
  crearEtiqueta: 'Crear etiqueta',
  etiquetaCreada: 'Etiqueta creada',
  minimos: 'Mínimos del manual',
  minimoEstandar: (cumplidas: number, minimo: number) => `Evidencias cumplidas: ${cumplidas} de un mínimo de ${minimo}`,
  cumpleMinimo: 'Alcanza el mínimo',
  noCumpleMinimo: 'No alcanza el mínimo',
  evidencias: 'Evidencias',
  evidenciaCumplida: 'Cuenta para el mínimo',
  evidenciaNoCumplida: 'No cuenta todavía',
  observaciones: 'Observaciones del equipo',
  sinObservaciones: 'Todavía no hay observaciones',
  nuevaObservacion: 'Nueva observación',
  anadir: 'Añadir observación',
  observacionAnadida: 'Observación añadida',
  observacionEliminada: 'Observación eliminada',
  eliminar: 'Eliminar',
  eliminarObservacion: (n: number) => `Eliminar la observación ${n}`,
} as const;

/** The applicable manual and the summary table of the self-assessment. */
export const recursosUi = {
  manual: 'Manual aplicable',
  manualIntro: 'Los estándares del manual que se aplican a este proyecto, en modo de solo lectura.',
  manualNoVisible: 'El manual de esta autoevaluación no se puede mostrar.',
  tabla: 'Tabla resumen',
  tablaCaption: 'Estándares aplicables con su estado',
  evidencias: 'Evidencias',
  minimo: 'Mínimo',
} as const;
