/** Texts of the follow-up cycle: Configurar (proyecto/{id}?pestana=FIN-INI), abrirSeguimiento and the previous cycle. */
export const seguimiento = {
  noConfigurable: 'Solo se abre el seguimiento de un proyecto en la fase «Pendiente de seguimiento» (FIN-INI) y en curso',
  yaAbierto: 'El seguimiento de este proyecto ya está abierto',
  sinCicloAnterior: 'El proyecto no tiene una autoevaluación anterior de la que partir',
  limiteAntesInicio: 'La fecha límite no puede ser anterior a la fecha de inicio prevista',
  siguienteAntesLimite: 'La fecha límite siguiente no puede ser anterior a la fecha límite de la autoevaluación',
  abierto: 'Seguimiento abierto: la autoevaluación de seguimiento parte del ciclo anterior',
  /** The mail to the centre's team and the tutor, in the opening's batch. */
  correo: {
    asunto: (proyecto: string) => `Seguimiento abierto: ${proyecto}`,
    titulo: 'Comienza el ciclo de seguimiento',
    cuerpo: (p: { proyecto: string; centro: string; inicio: string; limite: string | null }) =>
      `Se ha abierto el ciclo de seguimiento del proyecto ${p.proyecto} (${p.centro}). ` +
      `La autoevaluación de seguimiento parte de la del ciclo anterior; su inicio previsto es el ${p.inicio}` +
      (p.limite ? ` y su fecha límite el ${p.limite}.` : '.'),
    botonCentro: 'Abrir la autoevaluación de seguimiento',
    botonTutor: 'Ver el proyecto',
  },
  ui: {
    titulo: 'Configurar el seguimiento',
    intro:
      'El proyecto ha terminado su primer ciclo. Indique la fecha de inicio prevista del seguimiento: las fechas límite se proponen a partir de los plazos de las fases del proceso y puede cambiarlas.',
    copia:
      'La autoevaluación de seguimiento parte del estado, las justificaciones, las evidencias, las respuestas a las pruebas y los ficheros del ciclo anterior, que queda en solo lectura para compararlo.',
    fechaInicio: 'Fecha de inicio prevista',
    fechaLimite: 'Fecha límite de la autoevaluación de seguimiento',
    fechaLimiteSiguiente: 'Fecha límite siguiente (evaluación de seguimiento)',
    formato: 'Formato dd/mm/aaaa',
    plazos: 'Plazos del proceso',
    fase: 'Fase',
    plazo: 'Plazo',
    dias: (n: number) => `${n} días`,
    sinPlazo: 'Sin plazo',
    proponer: 'Proponer fechas de nuevo',
    propuestas: 'Fechas propuestas a partir de la fecha de inicio',
    abrir: 'Abrir el seguimiento',
    abriendo: 'Abriendo…',
    confirmar: (codigo: string) =>
      `¿Abrir el ciclo de seguimiento del proyecto ${codigo}? El proyecto pasa a «Autoevaluación de seguimiento» y el ciclo anterior queda en solo lectura.`,
    aceptar: 'Abrir el seguimiento',
    cancelar: 'Cancelar',
    noAplica: 'Solo se configura el seguimiento de un proyecto en la fase FIN-INI y en curso.',
  },
  anterior: {
    titulo: 'Ciclo anterior',
    descripcion: (fase: string) => `Lo que el equipo registró en «${fase}» (solo lectura, para comparar)`,
    estado: 'Estado',
    noAplica: 'No aplica',
    justificacion: 'Justificación',
    sinJustificacion: 'Sin justificación',
    ver: 'Ver el estándar en el ciclo anterior',
  },
} as const;
