// Reference values of the spec.

export const SEXOS = [
  { id: 1, nombre: 'Hombre', tratamiento: 'D.', orden: 1 },
  { id: 2, nombre: 'Mujer', tratamiento: 'Dña.', orden: 2 },
  { id: 3, nombre: 'Prefiere no indicarlo', tratamiento: '', orden: 3 },
];

export const TIPOS_DOCUMENTO_IDENTIDAD = [
  { clave: 'DNI', nombre: 'DNI', orden: 1 },
  { clave: 'NIE', nombre: 'NIE', orden: 2 },
  { clave: 'PAS', nombre: 'Pasaporte', orden: 3 },
];

type Color = 'positivo' | 'progreso' | 'pendiente' | 'negativo' | 'neutro';
const e = (entidad: string, values: Array<[string, string, Color]>) =>
  values.map(([clave, nombre, color], i) => ({ entidad, clave, nombre, color, orden: i + 1 }));

/** Status sets per entity; colour roles follow the spec's palette (green, yellow, grey, red). */
export const ESTADOS = [
  ...e('Solicitud', [
    ['PTE', 'Pendiente', 'pendiente'],
    ['ACE', 'Aceptada', 'positivo'],
    ['NO_ACE', 'No aceptada', 'negativo'],
  ]),
  ...e('Proyecto', [
    ['CURSO', 'En curso', 'progreso'],
    ['FIN', 'Finalizado', 'positivo'],
    ['CANCEL', 'Cancelado', 'negativo'],
  ]),
  ...e('Acreditacion', [
    ['PRE', 'Preparada', 'pendiente'],
    ['VIG', 'Vigente', 'positivo'],
    ['REV', 'Revocada', 'negativo'],
    ['CAD', 'Caducada', 'neutro'],
  ]),
  ...e('Manual', [
    ['edicion', 'En edición', 'progreso'],
    ['vigente', 'Vigente', 'positivo'],
    ['obsoleto', 'Obsoleto', 'neutro'],
  ]),
  ...e('Proceso', [
    ['abierto', 'Abierto', 'positivo'],
    ['cerrado', 'Cerrado', 'neutro'],
  ]),
  ...e('Consulta', [
    ['pendiente', 'Pendiente', 'pendiente'],
    ['resuelta', 'Resuelta', 'positivo'],
  ]),
  ...e('Firma', [
    ['PTE', 'Pendiente de firma', 'pendiente'],
    ['FIR', 'Firmado', 'positivo'],
  ]),
  ...e('Tarea', [
    ['PTE', 'Pendiente', 'pendiente'],
    ['FIN', 'Finalizada', 'positivo'],
    ['RET', 'Retrasada', 'negativo'],
  ]),
  ...e('Autoevaluacion', [
    ['PTE-EST', 'Pendiente de estudio', 'pendiente'],
    ['CURSO', 'En curso', 'progreso'],
    ['FIN', 'Finalizada', 'positivo'],
    ['EXP', 'Expirada', 'negativo'],
  ]),
  ...e('AutoevaluacionEstandar', [
    ['PTE', 'Pendiente', 'pendiente'],
    ['CUR', 'En curso', 'progreso'],
    ['C', 'Cumple', 'positivo'],
    ['NC', 'No cumple', 'negativo'],
    ['NA', 'No aplica', 'neutro'],
  ]),
  ...e('AutoevaluacionEvidencia', [
    ['PTE', 'Pendiente', 'pendiente'],
    ['C', 'Cumple', 'positivo'],
    ['NC', 'No cumple', 'negativo'],
    ['NA', 'No aplica', 'neutro'],
  ]),
  ...e('Resultado', [
    ['PTE', 'Pendiente', 'pendiente'],
    ['ACR', 'Acreditado', 'positivo'],
    ['NO_ACR', 'No acreditado', 'negativo'],
  ]),
];

/** Project phases in cycle order; tipoClave AUT opens the self-assessment area, EVA the evaluation area. */
export const FASES_PROYECTO = [
  { clave: 'AUT-INI', nombre: 'Autoevaluación', tipoClave: 'AUT', ciclo: 'INI' },
  { clave: 'AUT-INI-EST', nombre: 'Autoevaluación en estudio', tipoClave: 'AUT', ciclo: 'INI' },
  { clave: 'EVA-INI', nombre: 'Evaluación', tipoClave: 'EVA', ciclo: 'INI' },
  { clave: 'EVA-INI-EST', nombre: 'Evaluación en estudio', tipoClave: 'EVA', ciclo: 'INI' },
  { clave: 'FIN-INI', nombre: 'Pendiente de seguimiento', tipoClave: 'FIN', ciclo: 'INI' },
  { clave: 'AUT-SEG', nombre: 'Autoevaluación de seguimiento', tipoClave: 'AUT', ciclo: 'SEG' },
  { clave: 'AUT-SEG-EST', nombre: 'Autoevaluación de seguimiento en estudio', tipoClave: 'AUT', ciclo: 'SEG' },
  { clave: 'EVA-SEG', nombre: 'Evaluación de seguimiento', tipoClave: 'EVA', ciclo: 'SEG' },
  { clave: 'EVA-SEG-EST', nombre: 'Evaluación de seguimiento en estudio', tipoClave: 'EVA', ciclo: 'SEG' },
  { clave: 'FIN-SEG', nombre: 'Finalizado', tipoClave: 'FIN', ciclo: 'SEG' },
].map((f, i) => ({ ...f, orden: i + 1 }));

/** Milestones notification templates and the calendar refer to (calendar event keys of the spec). */
export const TIPOS_HITO = [
  { clave: 'auto_ini', nombre: 'Inicio de la autoevaluación' },
  { clave: 'auto_limite', nombre: 'Fecha límite de la autoevaluación' },
  { clave: 'auto_fin', nombre: 'Fin de la autoevaluación' },
  { clave: 'auto_presen', nombre: 'Presentación de la evaluación' },
  { clave: 'auto_visita', nombre: 'Visita de evaluación' },
].map((h, i) => ({ ...h, orden: i + 1 }));

/** The kinds of actuación the agency records (tiposActuacion), per instance. */
export const TIPOS_ACTUACION = [
  { clave: 'VISITA', nombre: 'Visita' },
  { clave: 'REUNION', nombre: 'Reunión' },
  { clave: 'LLAMADA', nombre: 'Llamada' },
  { clave: 'FORMACION', nombre: 'Formación' },
  { clave: 'INCIDENCIA', nombre: 'Incidencia' },
].map((h, i) => ({ ...h, orden: i + 1 }));

export const MEDIOS_NOTIFICACION = [
  { clave: 'EMAIL', nombre: 'Correo electrónico', orden: 1 },
  { clave: 'APP', nombre: 'Aviso en la aplicación', orden: 2 },
];

/** Instance value lists: ENTID (kind of entity) and ESPEC (speciality of the centre). */
export const COMBOS_SOLUDABLE: Record<'ENTID' | 'ESPEC', string[]> = {
  ENTID: [
    'Empresa privada',
    'Administración pública',
    'Centro educativo',
    'Entidad sin ánimo de lucro',
    'Centro deportivo',
    'Establecimiento turístico',
    'Centro sanitario',
    'Oficina de farmacia',
  ],
  ESPEC: [
    'Educación infantil y primaria',
    'Educación secundaria y formación profesional',
    'Instalaciones deportivas y piscinas',
    'Playas y espacios naturales',
    'Hoteles, campings y alojamientos',
    'Trabajo al aire libre',
    'Atención sanitaria y farmacia',
    'Ocio y eventos al aire libre',
  ],
};

/** How a manual is presented (mapaId). */
export const MAPAS = [
  { id: 1, clave: 'BLOQUES', nombre: 'Mapa por bloques', orden: 1 },
  { id: 2, clave: 'AMBITOS', nombre: 'Mapa por ámbitos', orden: 2 },
  { id: 3, clave: 'LISTA', nombre: 'Lista de estándares', orden: 3 },
];

export const TIPOS_PRUEBA = [
  { clave: 'CUEST', nombre: 'Cuestionario', orden: 1 },
  { clave: 'DOC', nombre: 'Revisión documental', orden: 2 },
  { clave: 'OBS', nombre: 'Observación directa', orden: 3 },
  { clave: 'ENT', nombre: 'Entrevista', orden: 4 },
];

/** Question kinds; minimo/maximo mean characters, a numeric range or answers to tick, by kind. */
export const TIPOS_PREGUNTA = [
  { clave: 'TEXTO', nombre: 'Texto libre', conRespuestas: false, orden: 1 },
  { clave: 'NUMERO', nombre: 'Número', conRespuestas: false, orden: 2 },
  { clave: 'FECHA', nombre: 'Fecha', conRespuestas: false, orden: 3 },
  { clave: 'SI_NO', nombre: 'Sí / No', conRespuestas: false, orden: 4 },
  { clave: 'UNICA', nombre: 'Una respuesta', conRespuestas: true, orden: 5 },
  { clave: 'MULTIPLE', nombre: 'Varias respuestas', conRespuestas: true, orden: 6 },
  { clave: 'FICHERO', nombre: 'Fichero adjunto', conRespuestas: false, orden: 7 },
];
