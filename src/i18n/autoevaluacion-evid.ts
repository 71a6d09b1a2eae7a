/**
 * Texts of the self-assessment's evidences, their tests (pruebas answered as forms), and the
 * improvement areas and strengths: API messages and pages.
 */
import type { MotivoPregunta } from '../domain/autoevaluacion/reglas.ts';

export const evidenciasApi = {
  evidenciaNoExiste: 'La evidencia no existe en esta autoevaluación',
  pruebaNoExiste: 'La prueba no existe en esta autoevaluación',
  pruebaInactiva: 'La prueba no está activa: no admite respuestas',
  ficheroNoExiste: 'El fichero no existe en este proyecto',
  estandarNoExiste: 'El estándar no existe en esta autoevaluación',
  estadoNoValido: 'Estado no válido: C, PTE, NC o NA (no aplica)',
  bloqueada: 'La evidencia está bloqueada: no admite cambios',
  versionAntigua:
    'Otra persona ha cambiado esta evidencia después de que usted la abriera. Se ha recargado: revise los datos y vuelva a guardar.',
  pruebaCambiada:
    'Otra persona ha cambiado las respuestas de esta prueba después de que usted la abriera. Se han recargado: revise y vuelva a guardar.',
  guardada: 'Evidencia guardada',
  pruebaGuardada: 'Respuestas guardadas',
  preguntaNoEsDeLaPrueba: (id: number) => `La pregunta ${id} no pertenece a esta prueba`,
  preguntaRepetida: (id: number) => `La pregunta ${id} aparece más de una vez`,
  respuestaNoEsDeLaPregunta: (id: number) => `La respuesta ${id} no pertenece a su pregunta`,
  evidenciaDeOtroEstandar: 'La evidencia no pertenece a ese estándar',
} as const;

/**
 * What a question's minimum and maximum count, by its type (a number counts nothing): a broken
 * bound's message says "respuestas marcadas", the hint that states the bounds "respuestas".
 */
const UNIDAD_MOTIVO: Record<string, string> = { TEXTO: 'caracteres', MULTIPLE: 'respuestas marcadas', FICHERO: 'ficheros' };
const UNIDAD_LIMITE: Record<string, string> = { TEXTO: 'caracteres', MULTIPLE: 'respuestas', FICHERO: 'ficheros' };

/** Why an answer breaks its question's bounds (reglas.ts names the reason; these word it). */
export function motivoPreguntaTexto(
  motivo: MotivoPregunta,
  p: { tipoClave: string; minimo: number | null; maximo: number | null },
): string {
  const unidad = UNIDAD_MOTIVO[p.tipoClave] ?? '';
  switch (motivo) {
    case 'menosDelMinimo':
      return p.tipoClave === 'NUMERO' ? `El valor mínimo es ${p.minimo}` : `Se requieren al menos ${p.minimo} ${unidad}`;
    case 'masDelMaximo':
      return p.tipoClave === 'NUMERO' ? `El valor máximo es ${p.maximo}` : `Se admiten como máximo ${p.maximo} ${unidad}`;
    case 'noEsNumero':
      return 'No es un número válido';
    case 'noEsFecha':
      return 'Formato fecha no válido';
    case 'noEsSiNo':
      return 'Responda Sí o No';
    case 'unaRespuesta':
      return 'Marque una sola respuesta';
  }
}

export const mejorasApi = {
  areaNoExiste: 'El área de mejora no existe',
  fortalezaNoExiste: 'La fortaleza no existe',
  areaCreada: 'Área de mejora creada',
  areaGuardada: 'Área de mejora guardada',
  fortalezaCreada: 'Fortaleza creada',
  fortalezaGuardada: 'Fortaleza guardada',
  areaCambiada: 'Otra persona ha modificado el área de mejora mientras la editaba: revise los datos actuales y vuelva a guardar',
  fortalezaCambiada: 'Otra persona ha modificado la fortaleza mientras la editaba: revise los datos actuales y vuelva a guardar',
} as const;

const ESTADO_NOMBRE: Record<string, string> = { PTE: 'Pendiente', C: 'Cumple', NC: 'No cumple', NA: 'No aplica' };

export const evidenciasUi = {
  titulo: 'Evidencias',
  caption: 'Evidencias de la autoevaluación',
  estadoNombre: (clave: string) => ESTADO_NOMBRE[clave] ?? clave,
  estados: ['PTE', 'C', 'NC', 'NA'] as const,
  columnas: {
    bloqueo: 'Bloqueo',
    codigo: 'Código',
    descripcion: 'Descripción',
    esencial: 'Esencial',
    estado: 'Estado',
    enlace: 'Detalle',
  },
  filtros: {
    texto: 'Buscar por código o descripción',
    estandar: 'Estándar',
    estado: 'Estado',
    esencial: 'Esencial',
    todos: 'Todos',
  },
  bloqueada: 'Bloqueada',
  noBloqueada: 'Sin bloquear',
  si: 'Sí',
  no: 'No',
  abrir: (codigo: string) => `Ver la evidencia ${codigo}`,
  ver: 'Ver',
  contadores: (areas: number, fortalezas: number) =>
    `${areas} ${areas === 1 ? 'área de mejora' : 'áreas de mejora'} · ${fortalezas} ${fortalezas === 1 ? 'fortaleza' : 'fortalezas'}`,
  sinEvidencias: 'Esta autoevaluación no tiene evidencias que mostrar',
  soloLectura: 'Solo lectura',
  sinEvidenciasEstandar: 'El estándar no tiene evidencias en esta autoevaluación',
} as const;

export const evidenciaUi = {
  evidencia: 'Evidencia',
  estandar: 'Estándar',
  volver: 'Volver a las evidencias',
  siguiente: 'Siguiente evidencia',
  anterior: 'Evidencia anterior',
  esencial: 'Esencial',
  minimo: (n: number) => `Pruebas necesarias: ${n}`,
  minimoAlcanzado: 'Alcanza el mínimo de pruebas',
  minimoNoAlcanzado: 'Aún no alcanza el mínimo de pruebas',
  valoracion: 'Valoración del equipo',
  estado: 'Estado',
  justificacion: 'Justificación',
  guardar: 'Guardar la valoración',
  guardandoRespuestas: 'Guardando respuestas…',
  corregir: 'Revise las respuestas marcadas antes de guardar',
  guardando: 'Guardando…',
  /** `copiado`: still as the follow-up copied it from the earlier cycle (its author and date there). */
  ultimaModificacion: (quien: string, cuando: string, copiado = false) =>
    `Última modificación: ${quien}, ${cuando}${copiado ? ', copiado del ciclo anterior' : ''}`,
  pruebas: 'Pruebas',
  sinPruebas: 'Esta evidencia no tiene pruebas que responder',
  pruebaCumple: 'Cumple',
  pruebaNoCumple: 'No cumple aún',
  minimoPreguntas: (n: number) => `Preguntas que responder como mínimo: ${n}`,
  esencialPregunta: 'esencial',
  ficherosPrueba: 'Ficheros de la prueba',
  ficherosPregunta: 'Ficheros de la respuesta',
  guardarRespuestas: 'Guardar las respuestas',
  si: 'Sí',
  no: 'No',
  sinRespuesta: 'Sin responder',
  limites: (p: { tipoClave: string; minimo: number | null; maximo: number | null }) => {
    const partes: string[] = [];
    const unidad = UNIDAD_LIMITE[p.tipoClave] ? ` ${UNIDAD_LIMITE[p.tipoClave]}` : '';
    if (p.minimo !== null && (p.minimo > 0 || p.tipoClave === 'NUMERO')) partes.push(`mínimo ${p.minimo}${unidad}`);
    if (p.maximo !== null && p.maximo > 0) partes.push(`máximo ${p.maximo}${unidad}`);
    return partes.length ? `Límites: ${partes.join(', ')}.` : '';
  },
  mejoras: 'Áreas de mejora y fortalezas de esta evidencia',
  irMejoras: 'Gestionar áreas de mejora y fortalezas',
} as const;

export const mejorasUi = {
  titulo: 'Áreas de mejora y fortalezas',
  areas: 'Áreas de mejora',
  fortalezas: 'Fortalezas',
  codigo: 'Código',
  descripcion: 'Descripción',
  implantacion: 'Implantada',
  implantacionAyuda: 'Marque si la mejora ya está implantada',
  evidencia: 'Evidencia',
  ninguna: 'Ninguna',
  vinculo: 'Vinculada a',
  acciones: 'Acciones',
  nuevaArea: 'Nueva área de mejora',
  nuevaFortaleza: 'Nueva fortaleza',
  crear: 'Añadir',
  guardar: 'Guardar',
  cancelar: 'Cancelar',
  editar: (codigo: string) => `Editar ${codigo}`,
  editarCorto: 'Editar',
  eliminar: (codigo: string) => `Eliminar ${codigo}`,
  sinAreas: 'No hay áreas de mejora',
  sinFortalezas: 'No hay fortalezas',
  si: 'Sí',
  no: 'No',
  sinCodigo: '(sin código)',
} as const;
