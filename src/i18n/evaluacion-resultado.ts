import { FICHERO_MAX_KB } from '../domain/ficheros/limites.ts';

/** Texts of a process's levels (API replies and the form on /proceso/{id}). */
export const nivelesApi = {
  creado: 'Nivel creado correctamente',
  guardado: 'Nivel guardado correctamente',
  eliminado: 'Nivel eliminado correctamente',
  noEncontrado: 'El nivel no existe',
  porcentajeFuera: 'El porcentaje debe estar entre 0 y 100',
  claveRepetida: 'Ya existe un nivel con esa clave en el proceso',
  umbralRepetido: 'Ya existe un nivel con los mismos porcentajes en el proceso',
} as const;

export const nivelesUi = {
  titulo: 'Niveles',
  intro:
    'Cada nivel exige un porcentaje de los estándares esenciales aplicables y otro de los no esenciales. Se alcanza el nivel más alto (por orden) cuyos dos porcentajes se cumplen; sin ninguno, el resultado es «No acreditado».',
  vacio: 'El proceso no tiene niveles: ninguna evaluación alcanzará un nivel.',
  clave: 'Clave',
  nombre: 'Nombre',
  porcentajeEsenciales: '% esenciales',
  porcentajeNoEsenciales: '% no esenciales',
  porcentajeEsencialesLargo: 'Porcentaje de estándares esenciales',
  porcentajeNoEsencialesLargo: 'Porcentaje de estándares no esenciales',
  orden: 'Orden',
  acciones: 'Acciones',
  nuevo: 'Añadir nivel',
  nuevoTitulo: 'Nuevo nivel',
  editarCorto: 'Editar',
  editar: (n: string) => `Editar el nivel ${n}`,
  editarTitulo: 'Editar nivel',
  eliminar: (n: string) => `Eliminar el nivel ${n}`,
  confirmarEliminar: (n: string) => `¿Eliminar el nivel «${n}»? Las evaluaciones ya publicadas conservan el suyo.`,
  guardar: 'Guardar',
  guardando: 'Guardando…',
  cancelar: 'Cancelar',
  soloLectura: 'Solo quien gestiona procesos con escritura puede cambiar los niveles.',
} as const;

/** Texts of publishing an evaluation and of its report. */
export const publicacionApi = {
  publicada: 'Evaluación publicada correctamente',
  informeGuardado: 'Informe adjuntado correctamente',
  noEsEvaluacion: 'Solo se publica una evaluación (fase de evaluación)',
  yaPublicada: 'La evaluación ya está publicada',
  faltanEstandares: (codigos: readonly string[]) =>
    `No se puede publicar: faltan por evaluar ${codigos.length === 1 ? 'el estándar' : 'los estándares'} ${codigos.join(', ')}`,
  faltaInforme: 'No se puede publicar: falta adjuntar el informe de evaluación (fichero PDF)',
  rondaAbierta: (n: number) =>
    `No se puede publicar: la subsanación ${n} sigue abierta; espere a que el centro la reenvíe o venza su plazo`,
  faltanAmbos: (codigos: readonly string[]) =>
    `No se puede publicar: faltan por evaluar ${codigos.length === 1 ? 'el estándar' : 'los estándares'} ${codigos.join(', ')} y adjuntar el informe de evaluación (fichero PDF)`,
  sinFaseSiguiente: 'El proceso no tiene una fase siguiente a la evaluación',
  informeObligatorio: 'Se requiere un fichero',
  /** The mail to the centre's team, in the publication's batch. */
  correo: {
    asunto: (codigo: string) => `Resultado de la evaluación del proyecto ${codigo}`,
    titulo: 'Se ha publicado el resultado de su evaluación',
    cuerpo: (d: { proyecto: string; centro: string; resultado: string; nivel: string | null }) =>
      `Se ha publicado el resultado de la evaluación del proyecto ${d.proyecto} (${d.centro}): ${d.resultado}${d.nivel ? `, nivel ${d.nivel}` : ''}.`,
    area: 'En su área puede consultar el nivel y las cifras, la valoración de cada estándar con la justificación del equipo evaluador, las áreas de mejora y las fortalezas, y descargar el informe de evaluación.',
    boton: 'Ver el resultado',
  },
} as const;

export const RESULTADOS: Readonly<Record<string, string>> = {
  PTE: 'Pendiente',
  ACR: 'Acreditado',
  NO_ACR: 'No acreditado',
};

/** Texts of /evaluacion/{id}/resultado. */
export const resultadoUi = {
  titulo: 'Resultado de la evaluación',
  intro:
    'Las cifras cuentan los estándares que aplican al ámbito del proyecto según la valoración del equipo evaluador. El nivel es el más alto del proceso cuyos porcentajes se alcanzan.',
  cifras: 'Cifras',
  esenciales: 'Estándares esenciales',
  noEsenciales: 'Estándares no esenciales',
  total: 'Todos los estándares',
  cumple: (c: number, t: number, p: number) => `${c} de ${t} cumplidos (${p} %)`,
  evaluados: (e: number, t: number) => `${e} de ${t} evaluados`,
  nivel: 'Nivel',
  sinNivel: 'Ninguno',
  resultado: 'Resultado',
  resultadoPrevisto: 'Resultado si se publica ahora',
  nivelesProceso: 'Niveles del proceso',
  nivelUmbral: (nombre: string, e: number, n: number) => `${nombre}: ${e} % de esenciales y ${n} % de no esenciales`,
  sinNiveles: 'El proceso no tiene niveles definidos.',
  falta: 'Lo que falta para publicar',
  faltanEstandares: (n: number) => (n === 1 ? '1 estándar sin evaluar' : `${n} estándares sin evaluar`),
  faltaInforme: 'Falta adjuntar el informe de evaluación (PDF).',
  listo: 'Todo está evaluado y el informe adjunto: la evaluación se puede publicar.',
  informe: 'Informe de evaluación',
  informeActual: 'Informe adjunto:',
  sinInforme: 'Aún no se ha adjuntado el informe.',
  informeAyuda: `Un fichero PDF de ${FICHERO_MAX_KB} KB como máximo. Sustituye al anterior, si lo hay.`,
  adjuntar: 'Adjuntar el informe (PDF)',
  sustituir: 'Sustituir el informe (PDF)',
  adjuntando: 'Adjuntando…',
  confirmarSustituir: '¿Sustituir el informe adjunto por este fichero?',
  publicar: 'Publicar el resultado',
  publicando: 'Publicando…',
  confirmarPublicarTitulo: '¿Publicar el resultado?',
  confirmarPublicar: (resultado: string, nivel: string | null) =>
    `Se publicará el resultado «${resultado}»${nivel ? ` con el nivel «${nivel}»` : ''}. El proyecto pasará a la fase siguiente, la evaluación quedará cerrada y el equipo del centro verá el informe. No se puede deshacer.`,
  confirmar: 'Publicar',
  cancelar: 'Cancelar',
  soloJefe: 'Solo el jefe de evaluación del proyecto puede adjuntar el informe y publicar el resultado.',
  publicada: (fecha: string) => `Resultado publicado el ${fecha}.`,
  noEsEvaluacion: 'Esta página muestra el resultado de una evaluación; este registro es una autoevaluación.',
  verEstandar: (codigo: string) => `Ver el estándar ${codigo}`,
} as const;

/** Texts of the published result as the centre's team reads it (the evaluation area's home). */
export const resultadoCentroUi = {
  nivel: (nombre: string | null) => (nombre ? `Nivel alcanzado: ${nombre}` : 'Sin nivel alcanzado'),
  veredictos: 'Valoración de cada estándar',
  veredictosIntro: 'La valoración del equipo evaluador de cada estándar que aplica a su proyecto, con su justificación.',
  caption: 'Valoración del equipo evaluador por estándar',
  columnas: { estandar: 'Estándar', valoracion: 'Valoración', justificacion: 'Justificación del equipo evaluador' },
  esencial: 'Esencial',
  sinJustificacion: 'Sin justificación',
  areasMejora: 'Áreas de mejora',
  sinAreasMejora: 'La evaluación no ha señalado áreas de mejora.',
  fortalezas: 'Fortalezas',
  sinFortalezas: 'La evaluación no ha señalado fortalezas.',
  sobreEstandar: (codigo: string) => `(estándar ${codigo})`,
} as const;

/** The self-assessment area's home: the project's published results, each a link to its page. */
export const resultadosPublicadosUi = {
  titulo: 'Resultado de la evaluación',
  item: (fase: string, resultado: string, fecha: string) => `${fase}: ${resultado}, publicado el ${fecha}`,
  nivel: (nombre: string) => `nivel ${nombre}`,
  ver: 'Ver el resultado',
  verAria: (fase: string) => `Ver el resultado de la ${fase.toLowerCase()}`,
} as const;
