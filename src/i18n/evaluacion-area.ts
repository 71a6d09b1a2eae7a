import { enlacesDeArea } from './autoevaluacion-area.ts';

/**
 * Texts of the evaluation area (/evaluacion/{id}/...): its frame and menu, home, links page,
 * the evaluator's view of standards and evidences, the evaluation guides, and the messages of
 * the evaluation team's gate.
 */
export const evaluacionAcceso = {
  soloEquipoEvaluacion: 'Solo el equipo de evaluación del proyecto puede valorar esta evaluación',
  noEsEvaluacion: 'La evaluación no existe',
  noPublicada: 'La evaluación aún no se ha publicado: sus valoraciones y su informe se verán cuando se publique',
} as const;

export const evaluacionMenu = {
  region: 'Menú de la evaluación',
  titulo: 'Evaluación',
  inicio: 'Inicio',
  equipo: 'Equipo',
  progreso: 'Progreso',
  tablero: 'Tablero',
  estandares: 'Estándares',
  evidencias: 'Evidencias',
  resultado: 'Resultado de la evaluación',
  resultadoPagina: 'Resultado',
  subsanacion: 'Subsanación',
  informe: 'Informe de evaluación',
  plantilla: 'Plantilla de seguimiento',
} as const;

/** /enlacesEvaluacion/{id}. */
export const evaluacionEnlaces = enlacesDeArea('evaluación');

export const evaluacionInicio = {
  titulo: 'Inicio de la evaluación',
  progreso: 'Valoración',
  porcentaje: (n: number) => `${n} %`,
  cumple: (n: number, total: number) => `${n} de ${total} estándares aplicables cumplen`,
  evaluados: (n: number, total: number) => `${n} de ${total} estándares valorados`,
  plazos: 'Plazos',
  sinPlazos: 'No hay plazos fijados.',
  pendientes: 'Pendientes de valorar',
  sinPendientes: 'Todos los estándares aplicables están valorados.',
  masPendientes: (n: number) => `y ${n} más`,
  verTodos: 'Ver todos los estándares pendientes',
  irTablero: 'Ir al tablero',
  enCurso: 'El equipo de evaluación está valorando la autoevaluación. El resultado se mostrará cuando se publique.',
  publicada: (fecha: string) => `Resultado publicado el ${fecha}.`,
  resultado: (nombre: string) => `Resultado: ${nombre}`,
} as const;

/** The evaluator's view of a standard and an evidence. */
export const evaluacionEstandar = {
  titulo: (codigo: string) => `Estándar ${codigo}`,
  volver: 'Volver a los estándares',
  siguiente: (codigo: string) => `Siguiente: ${codigo}`,
  solicitante: 'Autoevaluación del centro',
  sinAutoevaluacion: 'No se encuentra la autoevaluación del centro.',
  estadoCentro: 'Estado según el centro',
  justificacionCentro: 'Justificación del centro',
  sinJustificacion: 'El centro no ha escrito justificación.',
  evidenciasCentro: 'Evidencias',
  veredicto: 'Valoración del equipo de evaluación',
  estado: 'Valoración',
  comentario: 'Comentario',
  observaciones: 'Comentarios del equipo de evaluación',
  guias: 'Guías de evaluación',
  sinGuias: 'El manual no tiene guías de evaluación para este estándar.',
  ultimaModificacion: (fecha: string, nombre: string | null) =>
    nombre ? `Última valoración: ${fecha}, por ${nombre}` : `Última valoración: ${fecha}`,
} as const;

/** The evaluator's three verdicts (behaviour: met, not met, not applicable). */
export const veredictosEvaluacion = {
  C: 'Cumple',
  NC: 'No cumple',
  NA: 'No aplica',
} as const;

export const guiasUi = {
  proponerArea: 'Proponer área de mejora',
  proponerFortaleza: 'Proponer fortaleza',
  textoArea: 'Texto del área de mejora propuesta',
  textoFortaleza: 'Texto de la fortaleza propuesta',
  guardar: 'Guardar propuesta',
  cancelar: 'Cancelar',
  propuestas: 'Propuestas de la evaluación para este estándar',
  sinPropuestas: 'Aún no hay propuestas para este estándar.',
  areaMejora: 'Área de mejora',
  fortaleza: 'Fortaleza',
  desdeVeredicto: (veredicto: string, comentario: string | null) =>
    comentario ? `Valoración: ${veredicto}. ${comentario}` : `Valoración: ${veredicto}.`,
} as const;

export const evaluacionEvidencia = {
  centro: 'Autoevaluación del centro',
  estadoCentro: 'Estado según el centro',
  justificacionCentro: 'Justificación del centro',
  sinJustificacion: 'El centro no ha escrito justificación.',
  pruebas: 'Pruebas respondidas por el centro',
  sinPruebas: 'Esta evidencia no tiene pruebas.',
  valoracion: 'Valoración del equipo de evaluación',
} as const;

/** The evaluation's progress board. */
export const evaluacionTablero = {
  titulo: 'Tablero de la evaluación',
  intro:
    'Mueva cada estándar a su valoración arrastrándolo, con el teclado (Espacio para cogerlo, flechas y Espacio para soltarlo) o con su selector. Cada cambio se guarda al momento.',
  soloLectura: 'La evaluación es de solo lectura: el tablero muestra las valoraciones sin permitir cambios.',
  columnas: { PTE: 'Sin valorar', C: 'Cumple', NC: 'No cumple', NA: 'No aplica' } as Record<string, string>,
  opciones: { PTE: 'Sin valorar', C: 'Cumple', NC: 'No cumple', NA: 'No aplica' } as Record<string, string>,
} as const;
