import { estilos } from './estilos.ts';
import { SeccionTexto } from './seccion-texto.tsx';

const { h3, p, ul } = estilos;

const fases = [
  {
    titulo: 'Solicitud y validación',
    texto:
      'El centro presenta la solicitud dentro de un proceso abierto. La entidad gestora comprueba los requisitos y la documentación: si no hay no conformidades, la acepta y abre un proyecto con su código, una persona referente y un calendario de fases; si las hay, la rechaza indicando los motivos.',
  },
  {
    titulo: 'Autoevaluación',
    texto:
      'El equipo de autoevaluación revisa cada estándar del manual, decide si aplica al centro, aporta las evidencias y completa las pruebas. Planifica el trabajo con tareas y calendario e identifica fortalezas y áreas de mejora. Al finalizar la fase, las aportaciones quedan cerradas.',
  },
  {
    titulo: 'Evaluación externa con visita',
    texto:
      'El equipo evaluador analiza la autoevaluación, visita el centro para contrastar las evidencias sobre el terreno y valora cada estándar. Cuando todos los estándares están evaluados, redacta el informe de evaluación.',
  },
  {
    titulo: 'Resolución y emisión del certificado',
    texto:
      'Se publica el resultado, que queda a disposición del centro junto con el informe. Si el resultado es favorable se emiten, firmados electrónicamente, el certificado público y el privado, y la acreditación se incorpora al registro público.',
  },
  {
    titulo: 'Seguimiento',
    texto:
      'Durante la vigencia de la acreditación se abren ciclos de seguimiento, con una autoevaluación y una evaluación de seguimiento centradas en las áreas de mejora y en el mantenimiento de los estándares.',
  },
] as const;

const bloques = [
  ['Compromiso y organización', 'Implicación de la dirección, política de fotoprotección, responsables y recursos.'],
  ['Entornos y sombra', 'Espacios de sombra naturales o artificiales y adecuación de las instalaciones al aire libre.'],
  ['Actividades y horarios', 'Planificación de las tareas y actividades exteriores según la hora y el índice UV.'],
  ['Protección personal', 'Acceso a ropa, gorros, gafas y fotoprotector adecuados, y agua para hidratarse.'],
  ['Información y formación', 'Sensibilización y formación del personal, el alumnado, los clientes y las familias.'],
  ['Evaluación y mejora', 'Revisión de resultados, detección precoz y mejora continua de las medidas.'],
] as const;

const roles = [
  [
    'Representante',
    'Persona designada por el centro, que actúa en su nombre ante la entidad gestora y coordina la autoevaluación.',
  ],
  [
    'Equipo de autoevaluación',
    'Personas del centro que analizan los estándares, aportan evidencias y pruebas y proponen mejoras. Cualquier miembro puede trabajar en cualquier estándar.',
  ],
  [
    'Gestor del proceso',
    'Quien dirige la fase en curso (la persona representante en la autoevaluación y el jefe o la jefa de evaluación en la evaluación). Solo esta persona incorpora miembros al equipo, asigna estándares, finaliza la fase y publica los resultados.',
  ],
  [
    'Equipo evaluador',
    'Evaluadores externos e independientes, coordinados por un jefe o una jefa de evaluación, que valoran los estándares, realizan la visita y elaboran el informe.',
  ],
  [
    'Referente o tutor',
    'Persona de la entidad gestora asignada a cada proyecto, que orienta al centro y resuelve sus dudas durante todo el proceso.',
  ],
  ['Responsable administrativo', 'Persona de la entidad gestora que tramita la solicitud, los plazos y la documentación.'],
] as const;

/** Página del modelo de certificación. */
export function Modelo() {
  return (
    <div className="text-slate-700">
      <SeccionTexto id="modelo-intro" titulo="El modelo de certificación Soludable">
        <p className={p}>
          El modelo combina la autoevaluación del propio centro con una evaluación externa independiente. Ambas se basan en el
          mismo manual de estándares, de modo que el centro sabe desde el principio qué se le va a pedir y cómo se va a valorar.
        </p>
      </SeccionTexto>

      <SeccionTexto id="modelo-fases" titulo="Fases del proceso">
        <ol className="mb-4 space-y-4">
          {fases.map((fase, i) => (
            <li key={fase.titulo} className="rounded-md border-l-4 border-brand bg-white py-2 pl-4">
              <h3 className="mb-1 text-lg font-semibold text-slate-900">
                {i + 1}. {fase.titulo}
              </h3>
              <p className="leading-relaxed text-slate-700">{fase.texto}</p>
            </li>
          ))}
        </ol>
      </SeccionTexto>

      <SeccionTexto id="modelo-manual" titulo="El manual de estándares">
        <p className={p}>
          El manual reúne las buenas prácticas de fotoprotección que se esperan de un centro Soludable. Se organiza en bloques o
          dimensiones, cada uno con sus estándares. El manual vigente, que puede consultarse completo en la sección Manual, es la
          referencia; sus bloques abordan aspectos como los siguientes:
        </p>
        <dl className="mb-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {bloques.map(([nombre, descripcion]) => (
            <div key={nombre} className="contents">
              <dt className="font-semibold text-slate-900">{nombre}</dt>
              <dd className="text-slate-700">{descripcion}</dd>
            </div>
          ))}
        </dl>

        <h3 className={h3}>Estándares, evidencias y pruebas</h3>
        <ul className={ul}>
          <li>
            <strong className="font-semibold text-slate-900">Estándar:</strong> enunciado de una buena práctica, con un código, su
            propósito y, en su caso, el número mínimo de evidencias que deben cumplirse para darlo por alcanzado.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Evidencia:</strong> elemento concreto y observable que indica que el
            estándar se cumple, por ejemplo la existencia de zonas de sombra en el patio o un protocolo escrito para las
            actividades al aire libre.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Prueba:</strong> documento o cuestionario que demuestra la evidencia:
            fotografías, registros, planes, materiales informativos o respuestas a formularios.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Ejemplos:</strong> buenas prácticas de otros centros que ayudan a
            entender cómo puede cumplirse cada estándar.
          </li>
        </ul>

        <h3 className={h3}>Estándares esenciales</h3>
        <p className={p}>
          Algunos estándares y evidencias están marcados como esenciales. Recogen los mínimos imprescindibles de la fotoprotección
          y deben cumplirse siempre: sin ellos no es posible obtener la acreditación, aunque se alcancen muchos otros estándares.
          Además, cada proceso puede fijar un número mínimo de estándares cumplidos.
        </p>
      </SeccionTexto>

      <SeccionTexto id="modelo-resultado" titulo="Resultado de la evaluación">
        <dl className="mb-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-900">Acreditado</dt>
          <dd className="text-slate-700">
            El centro cumple todos los estándares esenciales y el mínimo de estándares exigido. Se emite el certificado y la
            acreditación pasa al registro público.
          </dd>
          <dt className="font-semibold text-slate-900">No acreditado</dt>
          <dd className="text-slate-700">
            No se alcanzan los requisitos. El informe señala las áreas de mejora para que el centro pueda volver a solicitar la
            acreditación en un proceso posterior.
          </dd>
        </dl>
        <p className={p}>
          El informe de evaluación solo es visible para el centro una vez publicado el resultado. Tras la publicación, la
          evaluación queda cerrada y no admite cambios.
        </p>
      </SeccionTexto>

      <SeccionTexto id="modelo-vigencia" titulo="Vigencia y ciclos de seguimiento">
        <p className={p}>
          Cada proceso de acreditación fija el plazo de vigencia en meses, contado desde la publicación del certificado; la fecha
          de fin de vigencia figura en el certificado y en el registro público. Cada fase del proyecto tiene además un plazo en
          días.
        </p>
        <p className={p}>
          Tras la acreditación, la entidad gestora programa el seguimiento con una fecha prevista de inicio. Cada ciclo incluye
          una autoevaluación de seguimiento y una evaluación de seguimiento. Si el seguimiento muestra que han dejado de cumplirse
          los requisitos, la acreditación puede suspenderse o revocarse; si no se renueva a tiempo, caduca.
        </p>
      </SeccionTexto>

      <SeccionTexto id="modelo-roles" titulo="Quién interviene">
        <dl className="mb-4 space-y-3">
          {roles.map(([rol, descripcion]) => (
            <div key={rol}>
              <dt className="font-semibold text-slate-900">{rol}</dt>
              <dd className="leading-relaxed text-slate-700">{descripcion}</dd>
            </div>
          ))}
        </dl>
      </SeccionTexto>
    </div>
  );
}
