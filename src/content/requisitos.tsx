import { ZonaDesplazable } from '../components/ui/zona-desplazable.tsx';
import { FICHERO_MAX_KB } from '../domain/ficheros/limites.ts';
import { type ClaseNiza, clasesNiza } from './clases-niza';
import { estilos } from './estilos.ts';
import { SeccionTexto } from './seccion-texto.tsx';

const { h3, p, ul } = estilos;

export { type ClaseNiza, clasesNiza };

/** Página de requisitos para solicitar la acreditación, con el Anexo I. */
export function Requisitos() {
  return (
    <div className="text-slate-700">
      <SeccionTexto id="requisitos-quien" titulo="Requisitos para solicitar la acreditación">
        <p className={p}>
          Antes de presentar la solicitud, compruebe que su organización cumple todos los requisitos siguientes. La entidad
          gestora los verifica al validar la solicitud: si detecta alguna no conformidad, se lo comunicará para que pueda
          subsanarla.
        </p>
        <ol className="mb-4 list-decimal space-y-3 pl-6 text-slate-700">
          <li>
            <strong className="font-semibold text-slate-900">Personalidad jurídica.</strong> Ser una empresa, administración
            pública, asociación, fundación u otra entidad con CIF (número de identificación fiscal) válido y con un centro ubicado
            en España.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Actividad relacionada con el sol.</strong> Desarrollar una actividad
            relacionada con la protección solar o en la que trabajadores, alumnado, clientes o visitantes estén expuestos al sol.
            El Anexo I orienta sobre las actividades admitidas según la Clasificación de Niza.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Compromiso con el decálogo.</strong> Asumir por escrito el decálogo
            de fotoprotección Soludable y aplicarlo en el centro.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Representante.</strong> Designar a una persona representante, con
            capacidad para actuar en nombre de la organización, que coordinará el proceso.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Equipo de autoevaluación.</strong> Formar un equipo del propio centro
            que realizará la autoevaluación frente al manual de estándares y reunirá las evidencias.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Evaluación externa.</strong> Aceptar la evaluación por un equipo
            externo, incluidas las visitas al centro, y facilitar el acceso a las instalaciones y a la documentación necesarias.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">Condiciones de uso.</strong> Aceptar las condiciones de la marca: uso
            del distintivo solo mientras la acreditación esté vigente, publicación en el registro público y participación en los
            ciclos de seguimiento.
          </li>
        </ol>
        <p className={p}>
          No pueden optar a la marca las actividades que promueven el bronceado con radiación ultravioleta artificial, como los
          servicios de cabinas de bronceado.
        </p>
      </SeccionTexto>

      <SeccionTexto id="requisitos-solicitud" titulo="Cómo se presenta la solicitud">
        <p className={p}>La solicitud se presenta en línea, dentro de un proceso abierto, en cuatro pasos:</p>
        <ol className="mb-4 list-decimal space-y-2 pl-6 text-slate-700">
          <li>Comprobar los requisitos.</li>
          <li>Completar los datos del centro y de las personas que intervienen.</li>
          <li>Aportar la documentación.</li>
          <li>Revisar y confirmar el envío.</li>
        </ol>
        <h3 className={h3}>Datos que se solicitan</h3>
        <ul className={ul}>
          <li>Del centro: nombre, CIF, dirección, código postal, provincia, municipio y, si procede, localidad.</li>
          <li>
            De cada persona (representante y demás perfiles): nombre y apellidos, tratamiento y cargo; cuando el perfil lo
            requiere, también documento de identidad (DNI, NIE o pasaporte), correo electrónico y, opcionalmente, teléfono.
          </li>
        </ul>
        <h3 className={h3}>Documentación</h3>
        <p className={p}>Cada proceso indica los documentos obligatorios. Habitualmente se piden:</p>
        <ul className={ul}>
          <li>Documento que acredite la representación de la persona que firma la solicitud.</li>
          <li>Compromiso con el decálogo de fotoprotección, firmado por la persona representante.</li>
          <li>Memoria breve de la actividad del centro, sus espacios al aire libre y las personas expuestas al sol.</li>
          <li>Medidas de protección solar que ya se aplican, si las hay (planes, protocolos, material informativo).</li>
        </ul>
        <p className={p}>
          {`Formatos admitidos: PDF, JPG, JPEG, PNG, GIF, BMP, TIFF, ZIP y RAR. Cada archivo puede ocupar como máximo ${FICHERO_MAX_KB} KB y su nombre no debe superar los 100 caracteres; se admiten hasta 10 archivos por tipo de documento.`}
        </p>
      </SeccionTexto>

      <SeccionTexto id="requisitos-anexo" titulo="Anexo I. Actividades y productos por clases de Niza">
        <p className={p}>
          La Clasificación Internacional de Productos y Servicios (Arreglo de Niza) ordena los productos en las clases 1 a 34 y
          los servicios en las clases 35 a 45. La tabla recoge las clases cuyas actividades pueden solicitar Soludable. Los
          títulos reproducen de forma abreviada los encabezamientos oficiales de la 12.ª edición. Si su actividad no figura, puede
          hacer una consulta a la entidad gestora antes de presentar la solicitud.
        </p>
        <ZonaDesplazable etiqueta="Anexo I. Clasificación por clases de Niza" className="mb-4">
          <table className="w-full border-collapse text-left text-sm text-slate-700">
            <caption className="mb-2 text-left text-base font-semibold text-slate-900">
              Anexo I. Clasificación por clases de Niza
            </caption>
            <thead className="bg-brand-soft text-slate-900">
              <tr>
                <th scope="col" className="border-b-2 border-brand px-3 py-2 font-semibold">
                  Clase
                </th>
                <th scope="col" className="border-b-2 border-brand px-3 py-2 font-semibold">
                  Título
                </th>
                <th scope="col" className="border-b-2 border-brand px-3 py-2 font-semibold">
                  Actividades que pueden solicitar Soludable
                </th>
              </tr>
            </thead>
            <tbody>
              {clasesNiza.map((c) => (
                <tr key={c.clase} className="border-b border-slate-200 align-top">
                  <th scope="row" className="whitespace-nowrap px-3 py-2 font-semibold text-slate-900">
                    Clase {c.clase}
                  </th>
                  <td className="px-3 py-2">{c.titulo}</td>
                  <td className="px-3 py-2">
                    <ul className="list-disc space-y-1 pl-5">
                      {c.ejemplos.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ZonaDesplazable>
      </SeccionTexto>
    </div>
  );
}
