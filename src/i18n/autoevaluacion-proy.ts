/** Texts of the project page's team, documents, tags, responsibles, status and follow-up (/proyecto/{id}). */
export const proyectoFicha = {
  pestanas: {
    equipo: 'Equipo',
    documentos: 'Documentos',
    etiquetas: 'Etiquetas',
    seguimiento: 'Configurar',
  },
  soloLectura:
    'Puede consultar este proyecto, pero no modificarlo: hace falta el permiso de escritura del histórico de proyectos.',
  equipo: {
    titulo: 'Equipo del proyecto',
    vacio: 'Nadie tiene todavía un perfil en este proyecto',
    nombre: 'Nombre',
    email: 'Correo electrónico',
    perfiles: 'Perfiles en el proyecto',
    inactivo: 'Inactivo',
  },
  documentos: {
    titulo: 'Documentos del proyecto',
    vacio: 'El proyecto todavía no tiene documentos',
    ayuda:
      'Los ficheros que el equipo aporta al proyecto (tipo PRY). Se consultan aquí; el equipo los sube desde su autoevaluación.',
    subido: (fecha: string, nombre: string | null) => (nombre ? `Subido el ${fecha} por ${nombre}` : `Subido el ${fecha}`),
  },
  etiquetas: {
    titulo: 'Etiquetas del proyecto',
    vacio: 'El proyecto no tiene etiquetas',
    sinDisponibles: 'No hay etiquetas de proyectos. Se crean en el mantenimiento de etiquetas (tipo PRY).',
    leyenda: 'Etiquetas asignadas',
    guardar: 'Guardar etiquetas',
    guardando: 'Guardando…',
    guardadas: 'Etiquetas guardadas',
  },
  responsables: {
    titulo: 'Responsables',
    tutor: 'Tutor (referente)',
    administrativo: 'Responsable administrativo',
    guardar: 'Guardar responsables',
    guardando: 'Guardando…',
    guardado: 'Responsables guardados',
  },
  estado: {
    cambiar: 'Cambiar estado',
    cambiarDe: (codigo: string) => `Cambiar el estado del proyecto ${codigo}`,
    titulo: (codigo: string) => `Estado del proyecto ${codigo}`,
    leyenda: 'Nuevo estado',
    actual: (nombre: string) => `Estado actual: ${nombre}`,
    continuar: 'Continuar',
    confirmar: (codigo: string, estado: string) => `¿Cambiar el estado del proyecto ${codigo} a «${estado}»?`,
    aceptar: 'Cambiar el estado',
    volver: 'Volver',
    cancelar: 'Cancelar',
    cambiando: 'Cambiando…',
    cambiado: (estado: string) => `El proyecto está ahora «${estado}»`,
    elegir: 'Elija un estado distinto del actual',
  },
  estados: { CURSO: 'En curso', FIN: 'Finalizado', CANCEL: 'Cancelado' } as Record<string, string>,
} as const;
