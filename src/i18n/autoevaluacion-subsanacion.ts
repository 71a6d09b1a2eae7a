/** Texts of the correction round (subsanación): API messages, pages, mails and the jobs. */
export const subsanacionApi = {
  rondaNoExiste: 'La subsanación no existe',
  noEsEvaluacion: 'Solo se puede abrir una subsanación sobre una evaluación',
  evaluacionNoEnCurso: 'La evaluación no está en curso: no se puede abrir una subsanación',
  evaluacionPublicada: 'La evaluación ya está publicada: no se puede abrir una subsanación',
  rondaAbiertaYa: 'Ya hay una subsanación abierta en esta evaluación',
  sinAutoevaluacion: 'La evaluación no tiene una autoevaluación que devolver al centro',
  estandaresRequeridos: 'Indique al menos un estándar que subsanar',
  estandarRepetido: (id: number) => `El estándar ${id} está repetido`,
  estandarNoAplicable: (id: number) => `El estándar ${id} no forma parte de la autoevaluación`,
  comentarioRequerido: 'El comentario es obligatorio',
  fechaPosterior: 'La fecha debe ser posterior a la de hoy',
  fechaNoValida: 'La fecha debe tener el formato dd/mm/aaaa',
  // The gate of the team's writes while a round is open (requireContribucion).
  soloDevueltos: (n: number, fecha: string) =>
    `La autoevaluación está en subsanación: solo se pueden modificar los estándares devueltos (ronda ${n}, hasta el ${fecha})`,
  estandarNoDevuelto: (codigo: string) => `El estándar ${codigo} no se ha devuelto en la subsanación: no admite cambios`,
  plazoVencido: (fecha: string) => `El plazo de la subsanación venció el ${fecha}: ya no admite cambios`,
  rondaCerrada: 'La subsanación ya está cerrada: no admite cambios',
  estandarNoEnRonda: 'El estándar no forma parte de esta subsanación',
  respuestaCambiada: 'Otra persona ha cambiado esta respuesta mientras la editaba: se ha recargado la actual',
  respuestaLarga: 'La respuesta admite como máximo 4000 caracteres',
  comentarioLargo: 'El comentario admite como máximo 4000 caracteres',
  creada: 'Subsanación abierta: la evaluación vuelve al centro',
  reenviada: 'Subsanación reenviada: la evaluación continúa',
} as const;

export const subsanacionEstados: Record<string, string> = {
  ABIERTA: 'Abierta',
  REENVIADA: 'Reenviada por el centro',
  CADUCADA: 'Plazo vencido',
};

export const subsanacionPaginas = {
  titulo: 'Subsanación',
  tituloEvaluacion: 'Subsanación de la evaluación',
  introEvaluacion:
    'Devuelva la evaluación al centro con los estándares que debe subsanar y un plazo. El equipo solo podrá modificar esos estándares hasta que la reenvíe o venza el plazo.',
  abrir: 'Devolver al centro',
  abrirTitulo: 'Devolver la evaluación al centro',
  estandares: 'Estándares que subsanar',
  comentarioDe: (codigo: string) => `Comentario para ${codigo}`,
  fechaLimite: 'Fecha límite (dd/mm/aaaa)',
  fechaLimiteAyuda: 'Por defecto, dos meses desde hoy.',
  confirmar: 'Devolver',
  cancelar: 'Cancelar',
  enviando: 'Enviando…',
  noSePuedeAbrir: 'No se puede abrir una subsanación ahora',
  rondaAbiertaAviso: 'Hay una subsanación abierta: el centro está corrigiendo los estándares devueltos.',
  historial: 'Historial de subsanaciones',
  historialEstandar: 'Subsanaciones de este estándar',
  sinRondas: 'Esta evaluación no ha tenido subsanaciones.',
  sinRondasEstandar: 'Este estándar no se ha devuelto en ninguna subsanación.',
  ronda: (n: number) => `Ronda ${n}`,
  plazo: (fecha: string) => `Plazo hasta el ${fecha}`,
  abiertaPor: (quien: string, fecha: string) => `Abierta por ${quien} el ${fecha}`,
  cerradaPor: (quien: string, fecha: string) => `Cerrada por ${quien} el ${fecha}`,
  comentarioEvaluador: 'Comentario de la evaluación',
  respuestaEquipo: 'Respuesta del centro',
  sinRespuesta: 'Sin respuesta',
  estado: 'Estado',
  // Team side.
  banner: (n: number, fecha: string, dias: number) =>
    `La evaluación ha devuelto ${n === 1 ? 'un estándar' : `${n} estándares`} para subsanar hasta el ${fecha} (${dias === 1 ? 'queda 1 día' : `quedan ${dias} días`}).`,
  verEstandares: 'Ver los estándares que subsanar',
  equipoIntro:
    'Corrija los estándares devueltos (veredicto, justificación, evidencias y pruebas) y responda a cada comentario. El resto de la autoevaluación es de solo lectura. Cuando termine, reenvíe la subsanación.',
  abrirEstandar: 'Editar el estándar',
  tuRespuesta: 'Respuesta al comentario',
  guardarRespuesta: 'Guardar respuesta',
  reenviar: 'Reenviar a la evaluación',
  reenviarConfirmar: '¿Reenviar la subsanación? Después ya no podrá modificar los estándares devueltos.',
  sinRondaAbierta: 'No hay ninguna subsanación abierta.',
  soloLectura: 'Solo lectura',
  cargando: 'Cargando…',
  errorOperacion: 'Error en la operación',
} as const;

export const subsanacionCorreo = {
  asuntoAviso: (proyecto: string) => `Recordatorio: plazo de subsanación del proyecto ${proyecto}`,
  tituloAviso: 'Se acerca el plazo de la subsanación',
  cuerpoAviso: (p: { proyecto: string; fecha: string; dias: number; n: number }) =>
    `La evaluación del proyecto ${p.proyecto} devolvió ${p.n === 1 ? 'un estándar' : `${p.n} estándares`} para subsanar. ` +
    `El plazo termina el ${p.fecha} (${p.dias === 0 ? 'hoy' : p.dias === 1 ? 'queda 1 día' : `quedan ${p.dias} días`}).`,
  botonAviso: 'Corregir y reenviar la subsanación',
  asuntoApertura: (proyecto: string) => `La evaluación del proyecto ${proyecto} ha devuelto estándares para subsanar`,
  tituloApertura: 'La evaluación ha devuelto estándares para subsanar',
  cuerpoApertura: (p: { proyecto: string; fecha: string; n: number }) =>
    `La evaluación del proyecto ${p.proyecto} ha devuelto ${p.n === 1 ? 'un estándar' : `${p.n} estándares`} para subsanar. ` +
    `Puede corregirlos hasta el ${p.fecha}; el resto de la autoevaluación es de solo lectura.`,
  botonApertura: 'Ver los comentarios y subsanar',
  descripcionTarea: 'Cierra las subsanaciones vencidas y envía recordatorios antes del plazo',
  resumen: (cerradas: number, avisos: number) => `${cerradas} subsanaciones vencidas cerradas, ${avisos} recordatorios enviados`,
} as const;
