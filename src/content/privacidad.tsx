import { ZonaDesplazable } from '../components/ui/zona-desplazable.tsx';
import { estilos } from './estilos.ts';
import { cookies, derechos, tratamientos } from './privacidad-datos';
import { SeccionTexto } from './seccion-texto.tsx';

const { h3, p, ul, table, caption, th, td, enlace } = estilos;

const EMAIL = 'privacidad@soludable.es';

/** Política de privacidad y de cookies. */
export function Privacidad() {
  return (
    <div className="text-slate-700">
      <SeccionTexto id="privacidad-responsable" titulo="Responsable del tratamiento">
        <p className={p}>
          Esta política explica cómo se tratan los datos personales en la plataforma de la marca Soludable, de acuerdo con el
          Reglamento (UE) 2016/679, General de Protección de Datos (RGPD), y la Ley Orgánica 3/2018, de 5 de diciembre, de
          Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).
        </p>
        <p className={p}>
          El responsable del tratamiento es la entidad gestora de la marca Soludable. Para cualquier cuestión sobre protección de
          datos, incluidas, en su caso, las dirigidas a su delegado de protección de datos, puedes escribir a{' '}
          <a className={enlace} href={`mailto:${EMAIL}`}>
            {EMAIL}
          </a>
          .
        </p>
      </SeccionTexto>

      <SeccionTexto id="privacidad-datos" titulo="Qué datos tratamos">
        <ul className={ul}>
          <li>
            Datos identificativos y de contacto de la persona representante, del equipo de autoevaluación y del equipo evaluador:
            nombre, apellidos, tratamiento, cargo, documento de identidad, correo electrónico y teléfono.
          </li>
          <li>Datos del centro: nombre, CIF, dirección y localización.</li>
          <li>Documentos, evidencias, mensajes y observaciones aportados durante el proceso.</li>
          <li>Datos de acceso: nombre de usuario y contraseña, que se guarda cifrada y nunca en claro.</li>
          <li>En las consultas: nombre, documento de identidad, correo electrónico, teléfono y el texto de la consulta.</li>
        </ul>
        <p className={p}>
          No solicitamos datos de salud ni de otras categorías especiales. Te pedimos que no los incluyas en los documentos ni en
          las fotografías que aportes.
        </p>
      </SeccionTexto>

      <SeccionTexto id="privacidad-finalidades" titulo="Finalidades, bases jurídicas y conservación">
        <ZonaDesplazable etiqueta="Tratamientos de datos personales" className="mb-4">
          <table className={table}>
            <caption className={caption}>Tratamientos de datos personales</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Finalidad
                </th>
                <th scope="col" className={th}>
                  Base jurídica
                </th>
                <th scope="col" className={th}>
                  Plazo de conservación
                </th>
              </tr>
            </thead>
            <tbody>
              {tratamientos.map(([finalidad, base, plazo]) => (
                <tr key={finalidad}>
                  <th scope="row" className={`${td} font-medium text-slate-900`}>
                    {finalidad}
                  </th>
                  <td className={td}>{base}</td>
                  <td className={td}>{plazo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ZonaDesplazable>
        <p className={p}>
          Cumplidos esos plazos, los datos se conservan bloqueados durante los plazos de prescripción de las responsabilidades que
          pudieran derivarse del tratamiento, a disposición únicamente de jueces, tribunales y autoridades competentes (art. 32
          LOPDGDD), y después se suprimen. No se toman decisiones basadas únicamente en tratamientos automatizados ni se elaboran
          perfiles.
        </p>
      </SeccionTexto>

      <SeccionTexto id="privacidad-destinatarios" titulo="Destinatarios">
        <ul className={ul}>
          <li>Las personas evaluadoras externas que intervienen en cada proyecto, sujetas a un deber de confidencialidad.</li>
          <li>
            Los proveedores que prestan los servicios de alojamiento y de envío de correo electrónico, como encargados del
            tratamiento con contrato conforme al artículo 28 del RGPD.
          </li>
          <li>Las administraciones públicas, juzgados y tribunales, cuando exista una obligación legal.</li>
          <li>
            Cualquier persona que consulte el registro público, que muestra datos de los centros acreditados, no datos de contacto
            de personas.
          </li>
        </ul>
        <p className={p}>
          Los datos se tratan dentro del Espacio Económico Europeo. No se realizan transferencias internacionales de datos fuera
          de él.
        </p>
      </SeccionTexto>

      <SeccionTexto id="privacidad-derechos" titulo="Tus derechos">
        <dl className="mb-4 space-y-2">
          {derechos.map(([nombre, descripcion]) => (
            <div key={nombre}>
              <dt className="inline font-semibold text-slate-900">{nombre}: </dt>
              <dd className="inline">{descripcion}</dd>
            </div>
          ))}
        </dl>
        <p className={p}>
          También puedes retirar en cualquier momento el consentimiento que hayas dado, sin que ello afecte a la licitud del
          tratamiento anterior.
        </p>
        <h3 className={h3}>Cómo ejercerlos</h3>
        <p className={p}>
          Escribe a{' '}
          <a className={enlace} href={`mailto:${EMAIL}`}>
            {EMAIL}
          </a>{' '}
          indicando el derecho que quieres ejercer. Si es necesario para comprobar tu identidad, te pediremos información
          adicional. El ejercicio de los derechos es gratuito y responderemos en el plazo de un mes, ampliable en dos meses más en
          casos complejos, de lo que te informaríamos (art. 12 RGPD).
        </p>
        <h3 className={h3}>Reclamación ante la autoridad de control</h3>
        <p className={p}>
          Si consideras que no se han atendido tus derechos o que el tratamiento no es conforme a la normativa, puedes presentar
          una reclamación ante la Agencia Española de Protección de Datos (AEPD), C/ Jorge Juan, 6, 28001 Madrid, o en su sede
          electrónica, accesible desde{' '}
          <a className={enlace} href="https://www.aepd.es">
            www.aepd.es
          </a>
          .
        </p>
      </SeccionTexto>

      <SeccionTexto id="privacidad-cookies" titulo="Cookies">
        <p className={p}>
          Esta plataforma solo utiliza cookies técnicas propias, imprescindibles para su funcionamiento. No usamos cookies de
          publicidad, de análisis ni de terceros, ni elaboramos perfiles de navegación. Las cookies técnicas están exentas de
          consentimiento según el artículo 22.2 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio
          electrónico (LSSI-CE).
        </p>
        <ZonaDesplazable etiqueta="Cookies utilizadas" className="mb-4">
          <table className={table}>
            <caption className={caption}>Cookies utilizadas</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  Nombre
                </th>
                <th scope="col" className={th}>
                  Finalidad
                </th>
                <th scope="col" className={th}>
                  Tipo
                </th>
                <th scope="col" className={th}>
                  Duración
                </th>
              </tr>
            </thead>
            <tbody>
              {cookies.map(([nombre, finalidad, tipo, duracion]) => (
                <tr key={nombre}>
                  <th scope="row" className={`${td} font-mono font-medium text-slate-900`}>
                    {nombre}
                  </th>
                  <td className={td}>{finalidad}</td>
                  <td className={td}>{tipo}</td>
                  <td className={td}>{duracion}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ZonaDesplazable>
        <p className={p}>
          Puedes bloquear o eliminar las cookies desde la configuración de tu navegador. Si bloqueas la cookie{' '}
          <code className="font-mono text-slate-900">sesion</code>, no podrás iniciar sesión en las áreas privadas de la
          plataforma.
        </p>
      </SeccionTexto>
    </div>
  );
}
