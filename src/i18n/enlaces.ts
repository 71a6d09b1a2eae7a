/** Texts of the links (enlaces): API messages and the pages that manage and show them. */
export const enlacesApi = {
  creado: 'Enlace creado correctamente',
  guardado: 'La operación se ha realizado correctamente',
  eliminado: 'Enlace eliminado',
  ordenado: 'Orden guardado',
  noEncontrado: 'El enlace no existe',
  urlNoValida: 'La dirección debe empezar por http:// o https:// y ser una dirección web válida',
  lugarNoValido: 'Lugar no válido: PUBLICO, GESTION, AUTOEVALUACION o EVALUACION',
  ordenarNoValido: 'Para ordenar, envíe todos los enlaces de un mismo lugar, cada uno una vez',
} as const;

/** Where a link shows, as the pages name it. */
export const LUGARES_ENLACE_NOMBRES = {
  PUBLICO: 'Página pública de enlaces',
  GESTION: 'Gestión (página de inicio)',
  AUTOEVALUACION: 'Área de autoevaluación',
  EVALUACION: 'Área de evaluación',
} as const;

export const enlacesUi = {
  gestion: 'Enlaces',
  publico: 'Enlaces de interés',
  intro: 'Cada enlace se muestra en un lugar, en el orden de su lista. Arrastre el asa o use Subir y Bajar para ordenarlos.',
  publicoIntro: 'Páginas y documentos de interés sobre la certificación.',
  ninguno: 'No hay enlaces.',
  nuevo: 'Nuevo enlace',
  editar: 'Editar',
  eliminar: 'Eliminar',
  cancelar: 'Cancelar',
  guardar: 'Guardar',
  guardando: 'Guardando…',
  confirmarEliminar: (titulo: string) => `¿Eliminar el enlace «${titulo}»?`,
  campos: { titulo: 'Título', url: 'Dirección (URL)', descripcion: 'Descripción', lugar: 'Dónde se muestra' },
  urlAyuda: 'Empieza por https:// (o http://).',
  lista: (lugar: string) => `Enlaces: ${lugar}`,
  enlaceN: (n: number, titulo: string) => `${n}. ${titulo}`,
  externo: '(se abre en otra pestaña)',
  enlacesAgencia: 'Enlaces de la agencia',
  enlacesArea: 'Enlaces de interés',
  paginasArea: 'Páginas del área',
} as const;

/** Screen-reader texts of the links' reordering (the shared sortable list). */
export const ordenacionEnlaces = {
  instrucciones:
    'Para reordenar, pulse Espacio o Intro sobre el asa, muévase con las flechas y vuelva a pulsar Espacio o Intro para soltar. Escape cancela.',
  cogido: (n: string) => `Ha cogido ${n}.`,
  sobre: (n: string, pos: number) => `${n} está en la posición ${pos}.`,
  soltado: (n: string, pos: number) => `${n} se ha colocado en la posición ${pos}.`,
  cancelado: (n: string) => `Se ha cancelado el movimiento de ${n}.`,
  arrastrar: (n: string) => `Arrastrar para reordenar: ${n}`,
  subir: (n: string) => `Subir: ${n}`,
  bajar: (n: string) => `Bajar: ${n}`,
};
