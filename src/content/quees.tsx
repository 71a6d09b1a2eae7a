import { estilos } from './estilos.ts';
import { SeccionTexto } from './seccion-texto.tsx';

const { h3, p, ul } = estilos;

/** Página «¿Qué es Soludable?». */
export function QueEs() {
  return (
    <div className="text-slate-700">
      <SeccionTexto id="quees-marca" titulo="Una marca de calidad en fotoprotección">
        <p className={p}>
          Soludable es una marca de calidad que acredita a las organizaciones que incorporan la protección solar a su forma de
          trabajar. Su finalidad es promover la fotoprotección y la prevención del cáncer de piel en los lugares donde las
          personas trabajan, estudian, practican deporte, compran o disfrutan de su tiempo libre.
        </p>
        <p className={p}>
          La acreditación no premia una acción aislada, sino un compromiso sostenido: que el centro disponga de sombra suficiente,
          organice las actividades al aire libre teniendo en cuenta la radiación ultravioleta, facilite medios de protección,
          informe y forme a su personal y a sus usuarios, y revise periódicamente lo que hace para mejorar.
        </p>
      </SeccionTexto>

      <SeccionTexto id="quees-quien" titulo="¿Quién puede obtenerla?">
        <p className={p}>
          Puede solicitarla cualquier organización con personalidad jurídica cuya actividad esté relacionada con la protección
          solar o que implique exposición al sol de trabajadores, alumnado, clientes o visitantes. Entre otras:
        </p>
        <ul className={ul}>
          <li>Empresas, en especial las que tienen personal que trabaja al aire libre.</li>
          <li>Centros educativos y escuelas infantiles.</li>
          <li>Instalaciones y clubes deportivos, piscinas y escuelas de deportes náuticos.</li>
          <li>Ayuntamientos y otras administraciones públicas, para sus playas, parques y eventos.</li>
          <li>Farmacias, centros sanitarios y consultas de dermatología.</li>
          <li>Hoteles, campings, restaurantes con terraza y otros establecimientos turísticos.</li>
          <li>Campamentos, ludotecas y entidades de ocio y tiempo libre.</li>
        </ul>
        <p className={p}>
          Los requisitos concretos y la relación de actividades por clases de Niza se detallan en la sección de requisitos.
        </p>
      </SeccionTexto>

      <SeccionTexto id="quees-beneficios" titulo="Beneficios para el centro">
        <ul className={ul}>
          <li>
            <strong className="font-semibold text-slate-900">Salud:</strong> reduce la exposición a la radiación ultravioleta de
            las personas trabajadoras y usuarias, y con ello el riesgo de quemaduras, daño ocular y cáncer de piel.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Método:</strong> la autoevaluación con el manual de estándares ofrece
            un diagnóstico ordenado de lo que ya se hace bien y de las áreas de mejora.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Reconocimiento externo:</strong> una evaluación independiente avala
            el compromiso del centro ante su plantilla, sus clientes y la sociedad.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Visibilidad:</strong> el centro puede mostrar el distintivo Soludable
            y figura en el registro público mientras su acreditación está vigente.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Acompañamiento:</strong> cada centro cuenta con una persona referente
            de la entidad gestora que lo orienta durante el proceso.
          </li>
        </ul>
      </SeccionTexto>

      <SeccionTexto id="quees-certificado" titulo="Qué significa el certificado">
        <p className={p}>
          El certificado Soludable acredita que, en la fecha de la evaluación, el centro cumple los estándares del manual vigente,
          incluidos todos los estándares esenciales, según el criterio de un equipo de evaluación externo. Se emite a nombre del
          centro acreditado, con un código único, la fecha de publicación y la fecha hasta la que es válido.
        </p>
        <p className={p}>
          El certificado reconoce la organización y sus prácticas de fotoprotección; no es una certificación de productos ni
          sustituye las obligaciones legales del centro, por ejemplo en materia de prevención de riesgos laborales.
        </p>
      </SeccionTexto>

      <SeccionTexto id="quees-vigencia" titulo="Vigencia y seguimiento">
        <p className={p}>
          La acreditación tiene una vigencia limitada, expresada en meses, que fija cada proceso de acreditación y que consta en
          el certificado. Durante ese tiempo el centro mantiene su compromiso mediante ciclos de seguimiento: una nueva
          autoevaluación centrada en las áreas de mejora y una evaluación de seguimiento por parte del equipo evaluador.
        </p>
        <h3 className={h3}>Estados de una acreditación</h3>
        <dl className="mb-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-900">Vigente</dt>
          <dd className="text-slate-700">Publicada y dentro de su periodo de validez. Aparece en el registro público.</dd>
          <dt className="font-semibold text-slate-900">Suspendida</dt>
          <dd className="text-slate-700">
            Sin efecto de forma temporal mientras se resuelve una incidencia. No aparece en el registro.
          </dd>
          <dt className="font-semibold text-slate-900">Revocada</dt>
          <dd className="text-slate-700">Retirada por dejar de cumplirse las condiciones de la acreditación.</dd>
          <dt className="font-semibold text-slate-900">Caducada</dt>
          <dd className="text-slate-700">Ha superado su fecha de vigencia sin haberse renovado.</dd>
        </dl>
      </SeccionTexto>

      <SeccionTexto id="quees-registro" titulo="El registro público">
        <p className={p}>
          El registro público de acreditaciones permite a cualquier persona comprobar qué centros tienen una acreditación
          Soludable vigente. Para cada uno muestra el nombre del centro, su localización, el código de la acreditación, las fechas
          de publicación y vigencia y el certificado público.
        </p>
        <p className="mb-4 rounded-md border-l-4 border-brand bg-brand-soft p-4 leading-relaxed text-slate-800">
          Solo figuran en el registro las acreditaciones vigentes. Si una acreditación caduca, se suspende o se revoca, deja de
          mostrarse automáticamente.
        </p>
      </SeccionTexto>
    </div>
  );
}
