/** Texts of the self-assessment's team (equipo, usuario/…) and finish (fin) pages and calls. */
export const autoevaluacionEquipo = {
  soloGestor: 'Solo el responsable del proceso (representante) puede realizar esta operación',
  usuarioNoMiembro: 'El usuario no forma parte del equipo de esta autoevaluación',
  ultimoGestor: 'No se puede quitar al último representante del equipo: invite antes a quien le sustituya',
  estandarNoAplica: 'El estándar no pertenece a esta autoevaluación',
  estandaresNoAplican: (ids: number[]) => `Estos estándares no pertenecen a esta autoevaluación: ${ids.join(', ')}`,
  usuariosNoMiembros: (ids: number[]) => `Estos usuarios no forman parte del equipo: ${ids.join(', ')}`,
  paqueteNoExiste: 'El paquete no existe o no tiene estándares en esta autoevaluación',
  perfilNoDeEquipo: 'Solo se puede invitar con un perfil del equipo de autoevaluación',
  yaEsMiembro: 'Esa dirección ya pertenece a un miembro del equipo con ese perfil',
  sustitutoEsElMismo: 'La persona sustituta no puede ser la misma que el representante actual',
  sinGestorQueSustituir: 'No hay un representante que sustituir',
  fechaLimiteAntesInicio: 'La fecha límite no puede ser anterior a la fecha de inicio de la autoevaluación',
  fechaVisitaAntesLimite: 'La fecha de visita no puede ser anterior a la fecha límite',
  fechaVisitaAntesInicio: 'La fecha de visita no puede ser anterior a la fecha de inicio de la autoevaluación',
  guardado: 'La operación se ha realizado correctamente',
  invitacionEnviada: 'Invitación enviada. Caduca en 48 horas si no se acepta.',
  miembroEliminado: 'El usuario ya no forma parte del equipo',
  asignacionGuardada: 'Asignación guardada',
} as const;

/** Texts of finishing a self-assessment. */
export const autoevaluacionFin = {
  yaFinalizada: 'La autoevaluación ya está finalizada',
  faltan: 'No se puede finalizar: quedan estándares sin evaluar o campos obligatorios sin completar',
  sinFaseSiguiente: 'El proyecto no tiene una fase de evaluación siguiente',
  finalizada: 'Autoevaluación finalizada. El proyecto pasa a evaluación.',
  correo: {
    asunto: (proyecto: string) => `Autoevaluación finalizada: ${proyecto}`,
    cuerpo: (p: { proyecto: string; centro: string; fecha: string; limite: string }) =>
      `La autoevaluación del proyecto ${p.proyecto} (${p.centro}) se finalizó el ${p.fecha}. ` +
      `Comienza la fase de evaluación; su fecha límite es el ${p.limite}.`,
    saludo: 'Hola:',
    despedida: 'Un saludo.',
  },
} as const;
