// The structure of the demo manual (src/db/seed/manual-demo.ts): dimensions (bloques) →
// evaluation criteria (estandares) → evidences, in the Soludable instance's terminology.
import type { AmbitoNombre, EjemploKey, EtiquetaNombre, PaqueteNombre, PruebaKey } from './manual-demo-formularios.ts';

interface EvidenciaDef {
  codigo: string;
  descripcion: string;
  esencial: boolean;
  /** Tests required. */
  minimo: number;
  observaciones?: string;
  pruebas?: PruebaKey[];
  ejemplos?: EjemploKey[];
}

interface GuiaDef {
  descripcion: string;
  generaAreaMejora: boolean;
  generaFortaleza: boolean;
}

interface EstandarDef {
  codigo: string;
  descripcion: string;
  esencial: boolean;
  proposito: string;
  /** Evidences required. */
  minimo: number;
  observaciones?: string;
  paquete?: PaqueteNombre;
  etiquetas?: EtiquetaNombre[];
  ambitos?: AmbitoNombre[];
  ejemplos?: EjemploKey[];
  guias?: GuiaDef[];
  evidencias: EvidenciaDef[];
}

export interface BloqueDef {
  codigo: string;
  nombre: string;
  descripcion: string;
  color: string;
  ambitos: AmbitoNombre[];
  estandares: EstandarDef[];
}

const TODOS: AmbitoNombre[] = [
  'Centros educativos',
  'Instalaciones deportivas',
  'Turismo y ocio',
  'Empresas con trabajo al aire libre',
];
const ev = (
  codigo: string,
  descripcion: string,
  esencial: boolean,
  minimo = 0,
  extra: Partial<EvidenciaDef> = {},
): EvidenciaDef => ({ codigo, descripcion, esencial, minimo, ...extra });

export const BLOQUES: BloqueDef[] = [
  {
    codigo: 'D1',
    nombre: 'Organización y compromiso',
    descripcion: 'La organización asume la fotoprotección como parte de su política de salud y la dota de medios.',
    color: '#b45309',
    ambitos: TODOS,
    estandares: [
      {
        codigo: '1.1',
        descripcion: 'La dirección aprueba y difunde una política de fotoprotección por escrito.',
        esencial: true,
        proposito:
          'Que la protección frente a la radiación solar sea un compromiso formal y conocido, no una iniciativa aislada.',
        minimo: 2,
        paquete: 'Paquete básico',
        etiquetas: ['Prioritario'],
        ejemplos: ['comision'],
        guias: [
          {
            descripcion: 'La política existe, está aprobada y fechada, y se revisa al menos cada dos años.',
            generaAreaMejora: true,
            generaFortaleza: false,
          },
          {
            descripcion: 'La política se ha elaborado con participación de personal, familias o usuarios.',
            generaAreaMejora: false,
            generaFortaleza: true,
          },
        ],
        evidencias: [
          ev('1.1.1', 'Documento de la política de fotoprotección aprobado por el órgano de dirección.', true, 1, {
            pruebas: ['politica'],
          }),
          ev('1.1.2', 'Acta o registro de la aprobación y de su última revisión.', true),
          ev('1.1.3', 'La política está publicada en la web, el tablón o el plan de centro.', false, 0, {
            ejemplos: ['comision'],
          }),
        ],
      },
      {
        codigo: '1.2',
        descripcion: 'Existe una persona o comisión responsable de coordinar las acciones de fotoprotección.',
        esencial: true,
        proposito: 'Asegurar que alguien impulsa, coordina y rinde cuentas de las medidas.',
        minimo: 1,
        paquete: 'Paquete básico',
        ejemplos: ['comision'],
        evidencias: [
          ev('1.2.1', 'Nombramiento o designación de la persona o comisión responsable.', true, 1, { pruebas: ['politica'] }),
          ev('1.2.2', 'Funciones asignadas y tiempo de dedicación previsto.', false),
        ],
      },
      {
        codigo: '1.3',
        descripcion: 'La fotoprotección se integra en los planes anuales de la organización con objetivos y recursos.',
        esencial: false,
        proposito: 'Que las medidas tengan continuidad y presupuesto, y no dependan de la buena voluntad.',
        minimo: 1,
        evidencias: [
          ev('1.3.1', 'Plan anual con objetivos de fotoprotección y responsables.', false),
          ev('1.3.2', 'Partida presupuestaria o recursos asignados (sombra, fotoprotector, formación).', false),
        ],
      },
      {
        codigo: '1.4',
        descripcion: 'La organización consulta el índice UV diario y lo usa para decidir actividades.',
        esencial: false,
        proposito: 'Adaptar las actividades al riesgo real de cada día, especialmente con índice UV de 3 o más.',
        minimo: 1,
        etiquetas: ['Prioritario'],
        evidencias: [
          ev('1.4.1', 'Procedimiento de consulta del índice UV (fuente, persona, horario).', false),
          ev('1.4.2', 'Registro o aviso visible del índice UV del día.', false),
        ],
      },
    ],
  },
  {
    codigo: 'D2',
    nombre: 'Entornos y sombra',
    descripcion: 'Los espacios exteriores ofrecen sombra suficiente y las actividades evitan las horas de mayor radiación.',
    color: '#0f766e',
    ambitos: TODOS,
    estandares: [
      {
        codigo: '2.1',
        descripcion: 'Se ha realizado un diagnóstico de la sombra disponible en los espacios exteriores.',
        esencial: true,
        proposito: 'Conocer qué zonas quedan expuestas entre las 12 y las 16 h para priorizar mejoras.',
        minimo: 1,
        paquete: 'Paquete de entornos',
        guias: [
          {
            descripcion: 'El diagnóstico cubre todas las zonas de uso habitual y se hizo en horas centrales.',
            generaAreaMejora: true,
            generaFortaleza: false,
          },
        ],
        evidencias: [
          ev('2.1.1', 'Autodiagnóstico de sombra con plano o fotografías.', true, 1, { pruebas: ['sombra'] }),
          ev('2.1.2', 'Relación de zonas prioritarias de mejora.', false),
        ],
      },
      {
        codigo: '2.2',
        descripcion: 'Las zonas de juego, espera, descanso y gradas disponen de sombra en las horas centrales.',
        esencial: true,
        proposito: 'Reducir la exposición donde las personas permanecen más tiempo quietas.',
        minimo: 2,
        paquete: 'Paquete de entornos',
        etiquetas: ['Infancia'],
        ejemplos: ['toldos'],
        evidencias: [
          ev('2.2.1', 'Al menos la mitad de la superficie de estancia tiene sombra a mediodía.', true, 1, {
            pruebas: ['sombra'],
            ejemplos: ['toldos'],
          }),
          ev('2.2.2', 'Los elementos de sombra artificial tienen protección UV certificada.', false),
          ev('2.2.3', 'Plan de plantación de arbolado o de instalación de sombra.', false),
        ],
      },
      {
        codigo: '2.3',
        descripcion: 'Las actividades al aire libre se programan evitando, en lo posible, la franja de 12 a 16 h.',
        esencial: true,
        proposito: 'Evitar la exposición en las horas en que se recibe la mayor parte de la radiación UV del día.',
        minimo: 1,
        ejemplos: ['horarios'],
        evidencias: [
          ev('2.3.1', 'Horarios de actividades exteriores de primavera y verano.', true, 0, { ejemplos: ['horarios'] }),
          ev('2.3.2', 'Alternativas bajo techo o en sombra para los días de índice UV alto.', false),
        ],
      },
      {
        codigo: '2.4',
        descripcion: 'Hay agua potable accesible y puntos de fotoprotector en los espacios exteriores.',
        esencial: false,
        proposito: 'Facilitar la hidratación y la reaplicación del fotoprotector sin salir de la actividad.',
        minimo: 1,
        ambitos: ['Instalaciones deportivas', 'Turismo y ocio'],
        ejemplos: ['dispensadores'],
        evidencias: [
          ev('2.4.1', 'Fuentes o puntos de agua en las zonas exteriores.', false),
          ev('2.4.2', 'Dispensadores de fotoprotector FPS 30 o superior.', false, 0, { ejemplos: ['dispensadores'] }),
        ],
      },
      {
        codigo: '2.5',
        descripcion:
          'Las superficies que reflejan mucha radiación (arena, agua, pavimentos claros) se tienen en cuenta en el diseño.',
        esencial: false,
        proposito: 'Considerar la radiación reflejada, que aumenta la dosis recibida aunque se esté a la sombra.',
        minimo: 1,
        ambitos: ['Instalaciones deportivas', 'Turismo y ocio'],
        evidencias: [ev('2.5.1', 'Análisis de superficies reflectantes en el diagnóstico de sombra.', false)],
      },
    ],
  },
  {
    codigo: 'D3',
    nombre: 'Educación y sensibilización',
    descripcion: 'Las personas conocen el riesgo de la radiación solar y saben protegerse.',
    color: '#1d4ed8',
    ambitos: ['Centros educativos', 'Instalaciones deportivas', 'Turismo y ocio'],
    estandares: [
      {
        codigo: '3.1',
        descripcion: 'El personal recibe formación sobre fotoprotección al menos cada dos años.',
        esencial: true,
        proposito: 'Que quien organiza las actividades sepa interpretar el índice UV y aplicar las medidas.',
        minimo: 2,
        paquete: 'Paquete de formación',
        guias: [
          {
            descripcion: 'Al menos el 80 % del personal que acompaña actividades exteriores está formado.',
            generaAreaMejora: true,
            generaFortaleza: true,
          },
        ],
        evidencias: [
          ev('3.1.1', 'Programa y registro de asistencia de la formación.', true),
          ev('3.1.2', 'Resultado del test de conocimientos del personal.', true, 1, { pruebas: ['conocimientosPersonal'] }),
        ],
      },
      {
        codigo: '3.2',
        descripcion: 'El alumnado o las personas usuarias reciben actividades educativas sobre protección solar.',
        esencial: true,
        proposito: 'Crear hábitos duraderos desde la infancia y en todas las edades.',
        minimo: 1,
        paquete: 'Paquete de formación',
        etiquetas: ['Infancia'],
        evidencias: [
          ev('3.2.1', 'Programación de las actividades educativas (curso, edades, contenidos).', true),
          ev('3.2.2', 'Resultado del test de conocimientos de una muestra de personas usuarias.', false, 1, {
            pruebas: ['conocimientosUsuarios'],
          }),
        ],
      },
      {
        codigo: '3.3',
        descripcion: 'Se informa a las familias o a las personas usuarias de las medidas que se aplican.',
        esencial: false,
        proposito: 'Implicar a las familias para que las medidas continúen fuera del centro o la instalación.',
        minimo: 1,
        etiquetas: ['Comunicación'],
        ejemplos: ['talleres'],
        evidencias: [
          ev('3.3.1', 'Circulares, guías o mensajes enviados a las familias o usuarios.', false, 0, { ejemplos: ['talleres'] }),
          ev('3.3.2', 'Actividades abiertas a familias (talleres, charlas).', false),
        ],
      },
      {
        codigo: '3.4',
        descripcion: 'Hay carteles o avisos visibles sobre el índice UV y las medidas de protección.',
        esencial: false,
        proposito: 'Recordar las medidas en el momento y el lugar en que hacen falta.',
        minimo: 1,
        etiquetas: ['Comunicación'],
        evidencias: [ev('3.4.1', 'Cartelería o pantallas informativas en accesos y zonas exteriores.', false)],
      },
    ],
  },
  {
    codigo: 'D4',
    nombre: 'Protección personal y salud laboral',
    descripcion: 'Las personas usan medidas de protección personal y las personas trabajadoras expuestas están protegidas.',
    color: '#7c3aed',
    ambitos: TODOS,
    estandares: [
      {
        codigo: '4.1',
        descripcion: 'Se promueve el uso de gorra o sombrero, ropa que cubra y gafas de sol homologadas.',
        esencial: true,
        proposito: 'Combinar medidas físicas, más eficaces y duraderas que el fotoprotector solo.',
        minimo: 1,
        paquete: 'Paquete básico',
        etiquetas: ['Prioritario', 'Infancia'],
        evidencias: [
          ev('4.1.1', 'Norma interna sobre gorra o sombrero en actividades exteriores.', true),
          ev('4.1.2', 'Observación del uso de gorra o sombrero en una actividad exterior.', false, 0, {
            observaciones: 'Se observa en la visita de evaluación.',
          }),
        ],
      },
      {
        codigo: '4.2',
        descripcion: 'Se facilita y se fomenta el uso de fotoprotector de amplio espectro FPS 30 o superior.',
        esencial: true,
        proposito: 'Proteger la piel expuesta que no cubren la ropa ni la sombra.',
        minimo: 1,
        paquete: 'Paquete básico',
        ejemplos: ['dispensadores'],
        evidencias: [
          ev('4.2.1', 'Procedimiento de aplicación y reaplicación cada 2 horas.', true),
          ev('4.2.2', 'Autorización de las familias para aplicar fotoprotector a menores.', false, 0, {
            observaciones: 'Solo en centros educativos y actividades con menores.',
          }),
        ],
      },
      {
        codigo: '4.3',
        descripcion: 'La evaluación de riesgos laborales incluye la exposición a la radiación solar.',
        esencial: true,
        proposito: 'Cumplir la obligación de prevenir un riesgo físico reconocido para quienes trabajan al aire libre.',
        minimo: 1,
        etiquetas: ['Salud laboral'],
        ambitos: ['Empresas con trabajo al aire libre', 'Instalaciones deportivas'],
        ejemplos: ['epis'],
        guias: [
          {
            descripcion: 'La evaluación identifica los puestos expuestos y fija medidas con plazos.',
            generaAreaMejora: true,
            generaFortaleza: false,
          },
        ],
        evidencias: [
          ev('4.3.1', 'Evaluación de riesgos con el riesgo por radiación UV solar identificado.', true, 1, {
            pruebas: ['riesgos'],
          }),
          ev('4.3.2', 'Planificación de medidas preventivas para los puestos expuestos.', true),
        ],
      },
      {
        codigo: '4.4',
        descripcion: 'El personal expuesto dispone de equipos de protección frente a la radiación solar.',
        esencial: false,
        proposito: 'Que las personas trabajadoras tengan los medios para protegerse sin coste.',
        minimo: 1,
        etiquetas: ['Salud laboral'],
        ambitos: ['Empresas con trabajo al aire libre'],
        ejemplos: ['epis'],
        evidencias: [
          ev('4.4.1', 'Registro de entrega de ropa UPF, gorra con cubrenuca, gafas y fotoprotector.', false, 0, {
            ejemplos: ['epis'],
          }),
        ],
      },
      {
        codigo: '4.5',
        descripcion: 'Se ofrece vigilancia de la salud de la piel a las personas trabajadoras expuestas.',
        esencial: false,
        proposito: 'Detectar precozmente lesiones cutáneas en quienes acumulan más exposición.',
        minimo: 1,
        etiquetas: ['Salud laboral'],
        ambitos: ['Empresas con trabajo al aire libre'],
        evidencias: [ev('4.5.1', 'Protocolo de vigilancia de la salud que incluye revisión de la piel.', false)],
      },
    ],
  },
  {
    codigo: 'D5',
    nombre: 'Seguimiento y mejora',
    descripcion: 'La organización revisa sus medidas, mide resultados y mejora de forma continua.',
    color: '#be185d',
    ambitos: TODOS,
    estandares: [
      {
        codigo: '5.1',
        descripcion: 'Se revisa cada año el cumplimiento de la política y de las medidas de fotoprotección.',
        esencial: true,
        proposito: 'Comprobar que lo previsto se aplica y detectar lo que hay que corregir.',
        minimo: 1,
        evidencias: [ev('5.1.1', 'Informe o acta de la revisión anual con conclusiones.', true)],
      },
      {
        codigo: '5.2',
        descripcion: 'Existe un plan de mejora con acciones, responsables y plazos.',
        esencial: false,
        proposito: 'Convertir las conclusiones de la revisión en cambios concretos.',
        minimo: 1,
        guias: [
          {
            descripcion: 'El plan prioriza las áreas de mejora de la última evaluación.',
            generaAreaMejora: true,
            generaFortaleza: false,
          },
        ],
        evidencias: [ev('5.2.1', 'Plan de mejora vigente con seguimiento de las acciones.', false)],
      },
      {
        codigo: '5.3',
        descripcion: 'Se recoge la opinión del personal, las familias o las personas usuarias sobre las medidas.',
        esencial: false,
        proposito: 'Conocer qué medidas se aceptan y cuáles encuentran obstáculos.',
        minimo: 1,
        etiquetas: ['Comunicación'],
        evidencias: [ev('5.3.1', 'Encuesta o buzón de sugerencias y resumen de resultados.', false)],
      },
      {
        codigo: '5.4',
        descripcion: 'La organización comparte sus buenas prácticas con otras entidades.',
        esencial: false,
        proposito: 'Extender la cultura de la fotoprotección más allá de la propia organización.',
        minimo: 0,
        evidencias: [ev('5.4.1', 'Participación en jornadas, redes o publicaciones.', false)],
      },
    ],
  },
];
