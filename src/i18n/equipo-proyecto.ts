/** Messages of a project's people: inviting to it, giving and removing its profiles (API). */
export const equipoProyectoApi = {
  perfilNoQueDa: (perfil: string) => `No puede dar el perfil «${perfil}» en este proyecto`,
  perfilNoExiste: 'El perfil no existe',
  perfilNoInvitable: 'Desde el proyecto se invita con los perfiles del centro (representante o autoevaluador)',
  perfilNoDeEvaluacion: 'Elija el perfil de jefe de evaluación o el de evaluador',
  yaEnProyecto: 'Esta persona ya tiene un perfil en este proyecto',
  yaTienePerfil: 'Esta persona ya tiene ese perfil en este proyecto',
  invitacionPendiente: 'Ya hay una invitación pendiente para este correo en el proyecto: reenvíela desde la lista',
  invitacionNoExiste: 'La invitación no existe',
  invitacionAceptada: 'La invitación ya se ha aceptado: no se puede reenviar',
  usuarioNoExiste: 'La persona no existe',
  sinPerfilDeEvaluacion: (perfil: string) =>
    `Esta persona no tiene el perfil «${perfil}» en ningún proyecto ni en todo el sistema: solo se eligen personas que ya lo tienen`,
  usuarioInactivo: 'La cuenta de esta persona está desactivada',
  noTienePerfil: 'Esta persona no tiene ese perfil en este proyecto',
  invitada: 'Invitación enviada',
  reenviada: 'Invitación reenviada',
  perfilDado: 'Perfil asignado: se le ha enviado un correo con el enlace al proyecto',
  perfilQuitado: 'Perfil retirado',
} as const;

/** The mail a person receives when given a profile in a project. */
export const equipoProyectoCorreo = {
  asunto: (codigo: string) => `Nuevo perfil en el proyecto ${codigo}`,
  titulo: 'Tiene un nuevo perfil en un proyecto',
  cuerpo: (perfil: string, proyecto: string, remitente: string) =>
    `${remitente} le ha asignado el perfil «${perfil}» en el proyecto ${proyecto}.`,
  instrucciones: 'Entre con su cuenta de siempre desde el enlace siguiente para trabajar en el proyecto.',
  boton: 'Abrir el proyecto',
  nota: 'Si cree que se trata de un error, responda a la persona que le asignó el perfil o a la entidad gestora.',
} as const;

/** Texts of the project's Equipo tab (/proyecto/{id}?pestana=equipo). */
export const equipoProyectoUi = {
  invitaciones: {
    titulo: 'Invitaciones',
    ayuda: 'Las personas invitadas al proyecto y si han aceptado. Una invitación caduca a las 48 horas.',
    vacio: 'Nadie ha sido invitado todavía a este proyecto',
    persona: 'Persona',
    perfil: 'Perfil',
    estado: 'Estado',
    caduca: 'Caduca',
    enviada: 'Enviada',
    acciones: 'Acciones',
    estados: { PTE: 'Pendiente', ACE: 'Aceptada', CAD: 'Caducada', CAN: 'Cancelada' } as Record<string, string>,
    reenviar: 'Reenviar',
    reenviarDe: (email: string) => `Reenviar la invitación a ${email}`,
    confirmarReenviar: '¿Reenviar la invitación? Se enviará un enlace nuevo, válido 48 horas, y el anterior dejará de funcionar.',
    reenviada: 'Invitación reenviada',
    por: (nombre: string) => `por ${nombre}`,
  },
  invitar: {
    titulo: 'Invitar a otra persona',
    ayuda:
      'Recibirá un correo con el enlace para crear su cuenta con estos datos. Si ya tiene cuenta con ese correo, recibe el perfil directamente y un correo con el enlace al proyecto.',
    // The person's fields read as in user administration (usuarios.campos), whose form holds the same data.
    perfil: 'Perfil',
    email: 'Correo electrónico',
    enviar: 'Enviar la invitación',
    enviando: 'Enviando…',
    enviada: 'Invitación enviada',
    perfilDado: 'Ya tenía cuenta: se le ha asignado el perfil y se le ha enviado el enlace al proyecto',
  },
  evaluacion: {
    titulo: 'Equipo de evaluación',
    ayuda:
      'La jefatura de evaluación y los evaluadores del proyecto, elegidos entre las personas que ya tienen ese perfil. Cada persona recibe un correo con el enlace al proyecto.',
    vacio: 'El proyecto todavía no tiene equipo de evaluación',
    tituloJefe: 'Añadir evaluadores',
    ayudaJefe:
      'Elija a personas que ya tienen el perfil de evaluador (en otro proyecto o en todo el sistema). Cada una recibe un correo con el enlace a esta evaluación.',
    persona: 'Persona',
    buscar: 'Persona',
    buscarAyuda: 'Escriba parte del nombre o del correo y elija una persona de la lista',
    sinResultados: 'Nadie con ese perfil coincide',
    perfil: 'Perfil',
    anadir: 'Añadir al equipo',
    anadiendo: 'Añadiendo…',
    anadido: 'Perfil asignado',
    quitar: 'Quitar',
    quitarDe: (nombre: string, perfil: string) => `Quitar a ${nombre} (${perfil})`,
    confirmarQuitar: '¿Quitar a esta persona del equipo de evaluación del proyecto?',
    quitado: 'Perfil retirado',
    elija: 'Elija una persona de la lista',
  },
  evaluacionPendiente: {
    inicio: (n: number) =>
      n === 1
        ? '1 proyecto ha terminado la autoevaluación y no tiene equipo de evaluación'
        : `${n} proyectos han terminado la autoevaluación y no tienen equipo de evaluación`,
    inicioEnlace: 'Ver los proyectos',
  },
  sinEquipoEvaluacion: 'Sin equipo de evaluación',
  sinEquipoEvaluacionAyuda: 'La autoevaluación ha terminado y el proyecto no tiene todavía equipo de evaluación',
} as const;
