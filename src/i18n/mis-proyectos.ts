/**
 * Texts of the projects a person holds: the chooser at /autoevaluacion (several projects), what
 * needs the person now in each, and the project switcher in the headers of the self-assessment
 * and evaluation areas.
 */

const plural = (n: number, uno: string, varios: string) => (n === 1 ? uno : varios.replace('{n}', String(n)));

export const eleccionProyecto = {
  titulo: 'Mis proyectos',
  intro: (n: number) => plural(n, 'Tiene un proyecto.', 'Tiene {n} proyectos. Elija en cuál quiere trabajar.'),
  region: 'Proyectos en los que trabaja',
  fase: 'Fase',
  plazo: 'Fecha límite',
  sinPlazo: 'Sin fecha límite',
  perfil: 'Su perfil',
  diasRestantes: (dias: number) =>
    dias === 0
      ? 'vence hoy'
      : dias > 0
        ? plural(dias, 'queda 1 día', 'quedan {n} días')
        : plural(-dias, 'venció hace 1 día', 'venció hace {n} días'),
  abrirAutoevaluacion: 'Abrir la autoevaluación',
  abrirEvaluacion: 'Abrir la evaluación',
  abrir: 'Abrir el proyecto',
  // Where the user's profiles let them read the record in its phase but change nothing.
  consultarAutoevaluacion: 'Consultar la autoevaluación (solo lectura)',
  consultarEvaluacion: 'Consultar la evaluación (solo lectura)',
  sinAcceso: 'Su perfil no da acceso a la fase actual de este proyecto.',
  delProyecto: (codigo: string) => ` del proyecto ${codigo}`,
  sinAutoevaluacion: 'Este proyecto aún no tiene una autoevaluación abierta.',
  todosLosProyectos: 'Ver todos los proyectos en gestión',
  cambiarTipo: 'Cambiar el tipo de perfil',
  totalProyectos: (n: number) => plural(n, '1 proyecto', '{n} proyectos'),
} as const;

/** What needs the person now in one project (src/domain/mis-proyectos/pendientes.ts). */
export const pendientesProyecto = {
  titulo: 'Pendiente para usted',
  cargando: 'Comprobando lo pendiente…',
  nada: 'Nada pendiente por ahora.',
  estandaresAsignados: (n: number) =>
    plural(n, '1 estándar asignado a usted sin terminar', '{n} estándares asignados a usted sin terminar'),
  tareas: (n: number) => plural(n, '1 tarea suya abierta', '{n} tareas suyas abiertas'),
  tareasVencidas: (n: number) => plural(n, '1 fuera de plazo', '{n} fuera de plazo'),
  tareaProxima: (fecha: string) => `la próxima vence el ${fecha}`,
  sinValorar: (n: number) => plural(n, '1 estándar sin valorar', '{n} estándares sin valorar'),
  todoValorado: 'Todos los estándares valorados',
  subsanacionCentro: (numero: number, fecha: string, sinResponder: number) =>
    `Subsanación n.º ${numero}: ${plural(sinResponder, '1 estándar por responder', '{n} estándares por responder')} hasta el ${fecha}`,
  subsanacionEvaluacion: (numero: number, fecha: string, sinResponder: number) =>
    `Subsanación n.º ${numero} abierta hasta el ${fecha} (${plural(sinResponder, '1 estándar sin responder', '{n} estándares sin responder')} por el centro)`,
  listaParaPublicar: 'Resultado listo para publicar',
  sinPublicarFaltaInforme: 'Resultado sin publicar: falta adjuntar el informe',
  sinPublicar: 'Resultado sin publicar',
} as const;

/** The switcher in the areas' headers. */
export const selectorProyecto = {
  boton: 'Cambiar de proyecto',
  otros: 'Sus otros proyectos',
  todos: (n: number) => `Ver todos mis proyectos (${n})`,
  /** Beside a project where the person only reads. */
  soloLectura: 'solo lectura',
} as const;
