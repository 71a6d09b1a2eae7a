// Shared content of the demo manual (src/db/seed/manual-demo.ts): forms, tests built from them,
// examples of good practice, scopes, packages and standard tags. Plain data, Spanish text.

interface RespuestaDef {
  enunciado: string;
  correcta: boolean;
  esencial?: boolean;
}

export interface PreguntaDef {
  enunciado: string;
  tipoClave: 'TEXTO' | 'NUMERO' | 'FECHA' | 'SI_NO' | 'UNICA' | 'MULTIPLE' | 'FICHERO';
  aclaraciones?: string;
  esencial?: boolean;
  minimo?: number;
  maximo?: number;
  respuestas?: RespuestaDef[];
}

interface FormularioDef {
  titulo: string;
  aclaraciones: string;
  minimo: number;
  preguntas: PreguntaDef[];
}

const r = (enunciado: string, correcta = false): RespuestaDef => ({ enunciado, correcta });

/** Questionnaires, keyed for the tests (pruebas) that use them. */
export const FORMULARIOS = {
  politica: {
    titulo: 'Cuestionario de política de fotoprotección',
    aclaraciones: 'Responda con la situación actual del centro u organización. Adjunte el documento aprobado si lo tiene.',
    minimo: 3,
    preguntas: [
      { enunciado: '¿Dispone de una política de fotoprotección aprobada por la dirección?', tipoClave: 'SI_NO', esencial: true },
      { enunciado: 'Fecha de aprobación o de la última revisión', tipoClave: 'FECHA' },
      {
        enunciado: '¿Quién coordina las acciones de fotoprotección?',
        tipoClave: 'UNICA',
        esencial: true,
        respuestas: [
          r('Una persona o comisión designada formalmente', true),
          r('La dirección, sin designación expresa'),
          r('Nadie en concreto'),
        ],
      },
      {
        enunciado: 'Describa brevemente los compromisos que recoge la política',
        tipoClave: 'TEXTO',
        minimo: 50,
        maximo: 2000,
        aclaraciones: 'Entre 50 y 2000 caracteres.',
      },
      { enunciado: 'Documento de la política de fotoprotección', tipoClave: 'FICHERO' },
    ],
  },
  sombra: {
    titulo: 'Autodiagnóstico de sombra en espacios exteriores',
    aclaraciones: 'Recorra los espacios exteriores entre las 12 y las 16 h de un día despejado de primavera o verano.',
    minimo: 3,
    preguntas: [
      {
        enunciado: 'Porcentaje aproximado de la superficie exterior de uso habitual con sombra a mediodía',
        tipoClave: 'NUMERO',
        minimo: 0,
        maximo: 100,
        esencial: true,
      },
      {
        enunciado: '¿Qué tipos de sombra hay en los espacios exteriores?',
        tipoClave: 'MULTIPLE',
        minimo: 1,
        respuestas: [
          r('Arbolado de copa amplia', true),
          r('Pérgolas o porches con cubierta opaca', true),
          r('Toldos o velas de sombra con protección UV certificada', true),
          r('Sombrillas puntuales'),
        ],
      },
      { enunciado: '¿Las zonas de espera, juego o descanso tienen sombra en las horas centrales?', tipoClave: 'SI_NO' },
      { enunciado: 'Plano o fotografías de los espacios de sombra', tipoClave: 'FICHERO' },
    ],
  },
  conocimientos: {
    titulo: 'Test de conocimientos sobre protección solar',
    aclaraciones: 'Test breve para el personal y las personas usuarias. Se considera superado con 4 respuestas correctas de 5.',
    minimo: 5,
    preguntas: [
      {
        enunciado: '¿A partir de qué índice UV se recomienda protegerse?',
        tipoClave: 'UNICA',
        esencial: true,
        respuestas: [
          r('A partir de 3', true),
          r('A partir de 6'),
          r('Solo a partir de 8'),
          r('El índice UV no importa si hay nubes'),
        ],
      },
      {
        enunciado: '¿Qué factor de protección solar (FPS) mínimo se recomienda?',
        tipoClave: 'UNICA',
        respuestas: [r('FPS 15'), r('FPS 30 o superior, de amplio espectro', true), r('Cualquiera, si se aplica una vez al día')],
      },
      {
        enunciado: '¿Qué medidas protegen eficazmente de la radiación solar?',
        tipoClave: 'MULTIPLE',
        minimo: 2,
        respuestas: [
          r('Sombrero de ala ancha', true),
          r('Gafas de sol homologadas (categoría 3)', true),
          r('Ropa que cubra hombros y brazos', true),
          r('Broncearse poco a poco para crear defensas'),
        ],
      },
      {
        enunciado: '¿Cada cuánto tiempo debe reaplicarse el fotoprotector?',
        tipoClave: 'UNICA',
        respuestas: [r('Cada 2 horas y después de bañarse o sudar', true), r('Una vez por la mañana basta'), r('Cada 6 horas')],
      },
      {
        enunciado: '¿Entre qué horas es más intensa la radiación UV en verano?',
        tipoClave: 'UNICA',
        respuestas: [r('Entre las 12 y las 16 h', true), r('Entre las 8 y las 10 h'), r('Después de las 18 h')],
      },
    ],
  },
  riesgos: {
    titulo: 'Evaluación de riesgos por radiación solar en trabajo al aire libre',
    aclaraciones: 'Para organizaciones con personas trabajadoras que realizan tareas al aire libre.',
    minimo: 3,
    preguntas: [
      {
        enunciado: '¿La evaluación de riesgos laborales incluye la exposición a radiación ultravioleta solar?',
        tipoClave: 'SI_NO',
        esencial: true,
      },
      { enunciado: 'Número de personas trabajadoras expuestas habitualmente', tipoClave: 'NUMERO', minimo: 0 },
      {
        enunciado: '¿Qué medidas preventivas se aplican?',
        tipoClave: 'MULTIPLE',
        minimo: 2,
        respuestas: [
          r('Reorganización de tareas para evitar las horas centrales', true),
          r('Ropa de trabajo con protección UV, gorra con cubrenuca y gafas', true),
          r('Fotoprotector FPS 50 facilitado por la empresa', true),
          r('Ninguna medida específica'),
        ],
      },
      { enunciado: 'Fecha de la última revisión de la evaluación', tipoClave: 'FECHA' },
      { enunciado: 'Informe de evaluación de riesgos (extracto)', tipoClave: 'FICHERO' },
    ],
  },
} satisfies Record<string, FormularioDef>;

export type FormularioKey = keyof typeof FORMULARIOS;

interface PruebaDef {
  descripcion: string;
  formulario: FormularioKey;
  tipoClave: 'CUEST' | 'DOC' | 'OBS' | 'ENT';
  aclaraciones?: string;
}

/** Tests of a manual (each manual has its own rows; the forms are shared). */
export const PRUEBAS = {
  politica: { descripcion: 'Política de fotoprotección aprobada', formulario: 'politica', tipoClave: 'DOC' },
  sombra: {
    descripcion: 'Inventario de sombra en exteriores',
    formulario: 'sombra',
    tipoClave: 'OBS',
    aclaraciones: 'Se comprueba en la visita de evaluación.',
  },
  conocimientosPersonal: {
    descripcion: 'Test de conocimientos del personal',
    formulario: 'conocimientos',
    tipoClave: 'CUEST',
  },
  conocimientosUsuarios: {
    descripcion: 'Test de conocimientos del alumnado o de las personas usuarias',
    formulario: 'conocimientos',
    tipoClave: 'CUEST',
    aclaraciones: 'Muestra mínima de 20 personas.',
  },
  riesgos: { descripcion: 'Evaluación de riesgos por radiación solar', formulario: 'riesgos', tipoClave: 'DOC' },
} satisfies Record<string, PruebaDef>;

export type PruebaKey = keyof typeof PRUEBAS;

interface EjemploDef {
  titulo: string;
  autor: string;
  referencia: string;
  descripcion: string;
  texto?: string;
}

/** Examples of good practice (sanitised HTML, as the editor would store it). */
export const EJEMPLOS = {
  comision: {
    titulo: 'Comisión de salud con un responsable de fotoprotección',
    autor: 'CEIP Mediterráneo (Málaga)',
    referencia: 'Acta de la comisión de salud, curso 2024-2025',
    descripcion:
      '<p>El consejo escolar aprobó una <strong>política de fotoprotección</strong> y encargó su seguimiento a la comisión de salud.</p><ul><li>Una maestra coordina las acciones y es la persona de contacto.</li><li>La comisión revisa cada trimestre el calendario de actividades al aire libre.</li><li>Las familias reciben un resumen al inicio de curso.</li></ul>',
  },
  toldos: {
    titulo: 'Velas de sombra en el patio de infantil',
    autor: 'Escuela Infantil Los Girasoles (Sevilla)',
    referencia: 'Proyecto de mejora de espacios exteriores 2024',
    descripcion:
      '<p>Se instalaron <strong>velas de sombra con factor de protección UV certificado</strong> sobre el arenero y la zona de juegos, y se plantaron seis árboles de hoja caduca.</p><p>Antes de la obra solo el 15&nbsp;% del patio tenía sombra a mediodía; después, el 60&nbsp;%.</p>',
  },
  horarios: {
    titulo: 'Horario de verano en las escuelas deportivas municipales',
    autor: 'Patronato Municipal de Deportes de Alicante',
    referencia: 'Normas de uso de instalaciones, edición 2025',
    descripcion:
      '<p>De junio a septiembre los entrenamientos al aire libre se programan <em>antes de las 12 h o después de las 17 h</em>.</p><ol><li>Las competiciones de mediodía se trasladan a pabellón cubierto.</li><li>Los monitores consultan el índice UV diario y lo anuncian en el tablón.</li></ol>',
  },
  dispensadores: {
    titulo: 'Dispensadores de fotoprotector FPS 50 en la piscina',
    autor: 'Club Náutico Costa Brava',
    referencia: 'Memoria de salud y seguridad 2024',
    descripcion:
      '<p>Se colocaron <strong>dispensadores gratuitos de fotoprotector FPS 50</strong> en la entrada de la piscina y junto a las duchas, con un cartel que recuerda reaplicarlo cada dos horas.</p><blockquote>El consumo medio fue de 12 litros por semana en julio.</blockquote>',
  },
  talleres: {
    titulo: 'Talleres «Sol sí, pero con cabeza» para familias',
    autor: 'AMPA del IES Sierra Nevada (Granada)',
    referencia: 'Programa de escuela de familias 2025',
    descripcion:
      '<p>Dos sesiones de una hora con una enfermera del centro de salud: uso del <strong>índice UV</strong>, elección de gafas y sombreros, y revisión de lunares con la regla ABCDE.</p><p>Más información en <a href="https://www.aemet.es/es/eltiempo/prediccion/radiacionuv">la predicción de radiación UV de AEMET</a>.</p>',
  },
  epis: {
    titulo: 'Equipos de protección para el personal de jardinería',
    autor: 'Ayuntamiento de Córdoba, Servicio de Parques y Jardines',
    referencia: 'Plan de prevención de riesgos laborales, anexo 7',
    descripcion:
      '<p>La evaluación de riesgos incluye la radiación UV solar. Cada trabajador recibe:</p><ul><li>gorra con cubrenuca y camiseta de manga larga con protección UPF 50+;</li><li>gafas de sol de categoría 3;</li><li>fotoprotector FPS 50 en envase de bolsillo.</li></ul><p>En julio y agosto la jornada empieza a las 7 h y las tareas al sol terminan a las 13 h.</p>',
  },
} satisfies Record<string, EjemploDef>;

export type EjemploKey = keyof typeof EJEMPLOS;

/** Scopes the demo manual applies to. */
export const AMBITOS = [
  'Centros educativos',
  'Instalaciones deportivas',
  'Turismo y ocio',
  'Empresas con trabajo al aire libre',
] as const;
export type AmbitoNombre = (typeof AMBITOS)[number];

/** Packages a team can hand out at once. */
export const PAQUETES = ['Paquete básico', 'Paquete de entornos', 'Paquete de formación'] as const;
export type PaqueteNombre = (typeof PAQUETES)[number];

/** Standard tags (tipoClave EST). */
export const ETIQUETAS_EST = [
  { nombre: 'Prioritario', color: '#b91c1c' },
  { nombre: 'Infancia', color: '#1d4ed8' },
  { nombre: 'Salud laboral', color: '#047857' },
  { nombre: 'Comunicación', color: '#7c3aed' },
] as const;
export type EtiquetaNombre = (typeof ETIQUETAS_EST)[number]['nombre'];
