/** Texts of accreditations management (GEST_CERT_ACRED): API messages, pages and mails. */
export const acreditacionesApi = {
  creada: 'Acreditación creada correctamente',
  guardada: 'La operación se ha realizado correctamente',
  eliminada: 'Acreditación eliminada',
  noEncontrada: 'La acreditación no existe',
  observacionNoEncontrada: 'La observación no existe',
  observacionCreada: 'Observación añadida',
  codigoEnUso: 'Ya existe una acreditación con ese código',
  proyectoNoExiste: 'El proyecto no existe',
  proyectoNoElegible: (fases: readonly string[]) =>
    `El proyecto no admite acreditación: debe estar en curso en una de las fases ${fases.join(', ')}`,
  vigenciaAnterior: 'La fecha de vigencia no puede ser anterior a la fecha de publicación',
  revocacionAnterior: 'La fecha de revocación no puede ser anterior a la fecha de publicación',
  suspensionAnterior: 'La fecha de suspensión no puede ser anterior a la fecha de publicación',
  vigenciaSinPlazo: 'Indique la fecha de vigencia: el proceso del proyecto no fija un plazo de vigencia',
  estadoNoValido: 'Estado no válido: PRE, VIG, REV o CAD',
  fechaNoValida: 'Formato fecha no válido',
  rangoFechas: 'La fecha inicial no puede ser posterior a la final',
  cambiada: 'Otra persona ha modificado la acreditación mientras la editaba: se han cargado los datos actuales',
} as const;

/** Names of the statuses (PRE, VIG, REV, CAD). */
export const ESTADOS_ACREDITACION_NOMBRES = {
  PRE: 'Pendiente de publicación',
  VIG: 'Vigente',
  REV: 'Revocada',
  CAD: 'Caducada',
} as const;

export const acreditacionesUi = {
  titulo: 'Acreditaciones',
  nueva: 'Nueva acreditación',
  editar: 'Acreditación',
  volver: 'Volver al listado',
  guardar: 'Guardar',
  guardando: 'Guardando…',
  eliminar: 'Eliminar acreditación',
  confirmarEliminar: (codigo: string) =>
    `¿Eliminar la acreditación ${codigo}? Se eliminarán también sus ficheros y observaciones. Esta acción no se puede deshacer.`,
  cancelar: 'Cancelar',
  buscarPlaceholder: 'Código, proyecto, centro o código de verificación',
  texto: 'Buscar',
  fechaDesde: 'Publicada desde',
  fechaHasta: 'Publicada hasta',
  estado: 'Estado',
  centro: 'Centro',
  todos: 'Todos',
  filtrar: 'Filtrar',
  limpiar: 'Limpiar filtros',
  sinResultados: 'No hay acreditaciones',
  sinFichero: 'Sin fichero',
  descargarPrivado: (codigo: string) => `(descargar el certificado privado de ${codigo})`,
  suspendida: 'Suspendida',
  columnas: {
    codigo: 'Código',
    proyecto: 'Proyecto',
    centro: 'Centro',
    fechaPublicacion: 'Publicación',
    privado: 'PDF privado',
    estado: 'Estado',
  },
  campos: {
    proyecto: 'Proyecto',
    proyectoAyuda: 'Solo proyectos en curso en las fases FIN-INI, AUT-SEG, EVA-SEG, AUT-SEG-EST, EVA-SEG-EST o FIN-SEG',
    buscarProyecto: 'Buscar proyecto por código o centro',
    sinProyectos: 'No hay proyectos que admitan acreditación',
    codigo: 'Código',
    fechaPublicacion: 'Fecha de publicación',
    fechaVigencia: 'Fecha de vigencia',
    fechaVigenciaAyuda: 'Si se deja vacía: la publicación más el plazo de vigencia del proceso',
    fechaRevocacion: 'Fecha de revocación',
    fechaSuspension: 'Fecha de suspensión',
    estado: 'Estado',
    estadoAuto: 'Según las fechas',
    formatoFecha: 'dd/mm/aaaa',
    csv: 'Código seguro de verificación',
    nivel: 'Nivel alcanzado',
  },
  ficheros: {
    titulo: 'Certificados',
    publico: 'Certificado público (PDF)',
    privado: 'Certificado privado (PDF)',
    subir: 'Subir PDF',
    reemplazar: 'Reemplazar PDF',
    subiendo: 'Subiendo…',
    subido: 'Fichero subido',
    confirmarReemplazar: 'Ya hay un fichero: ¿reemplazarlo?',
    tras: 'Guarde la acreditación para poder subir sus certificados.',
    descargar: (nombre: string, kb: number) => `${nombre} (${kb} KB)`,
  },
  observaciones: {
    titulo: 'Observaciones',
    nueva: 'Nueva observación',
    anadir: 'Añadir observación',
    editar: 'Editar',
    guardar: 'Guardar',
    cancelar: 'Cancelar',
    eliminar: 'Eliminar',
    confirmarEliminar: '¿Eliminar esta observación?',
    ninguna: 'No hay observaciones',
    autor: (nombre: string | null, fecha: string) => `${nombre ?? '—'}, ${fecha}`,
  },
  soloLectura: 'Solo lectura: su perfil permite consultar las acreditaciones, no modificarlas.',
  cargando: 'Cargando…',
  recargada: 'Otra persona ha cambiado la acreditación: se han cargado los datos actuales.',
} as const;

/** The renewal reminders the scheduled job sends (90 and 30 days before the validity end). */
export const acreditacionesAvisos = {
  descripcionTarea:
    'Caduca las acreditaciones pasada su fecha de vigencia y avisa de la renovación 90 y 30 días antes de que termine',
  resumen: (caducadas: number, correos: number) => `${caducadas} acreditaciones caducadas, ${correos} avisos de renovación`,
  asunto: (codigo: string, dias: number) => `La acreditación ${codigo} termina su vigencia en ${dias} días`,
  cuerpo: (v: {
    nombre: string;
    codigo: string;
    centro: string;
    proyecto: string /** dd/mm/yyyy */;
    fechaVigencia: string;
    dias: number;
  }) =>
    [
      `Hola, ${v.nombre}:`,
      `La acreditación ${v.codigo} de ${v.centro} (proyecto ${v.proyecto}) es vigente hasta el ${v.fechaVigencia}, dentro de ${v.dias} días.`,
      'Para mantenerla, inicie su renovación con el seguimiento del proyecto antes de esa fecha.',
    ].join('\n\n'),
} as const;
