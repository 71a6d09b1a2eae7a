import { estilos } from './estilos.ts';
import { SeccionTexto } from './seccion-texto.tsx';

const { p } = estilos;

const pasos = [
  {
    titulo: 'Solicitud',
    texto:
      'El centro comprueba que cumple los requisitos, completa sus datos, aporta la documentación y envía la solicitud. La entidad gestora la revisa y, si no hay no conformidades, la acepta y abre el proyecto.',
  },
  {
    titulo: 'Autoevaluación',
    texto:
      'Un equipo del propio centro analiza su situación frente a los estándares del manual Soludable, reúne las evidencias y pruebas que lo demuestran e identifica fortalezas y áreas de mejora.',
  },
  {
    titulo: 'Evaluación',
    texto:
      'Un equipo de evaluación externo e independiente revisa la autoevaluación, visita el centro para comprobar las medidas sobre el terreno y elabora un informe.',
  },
  {
    titulo: 'Acreditación',
    texto:
      'Si se cumplen los estándares exigidos, el centro recibe el certificado Soludable, que aparece en el registro público mientras esté vigente y se mantiene mediante ciclos de seguimiento.',
  },
] as const;

/** Cuerpo de la página de inicio (la página aporta el h1 y los enlaces). */
export function Inicio() {
  return (
    <div className="text-slate-700">
      <SeccionTexto id="inicio-presentacion" titulo="Un distintivo de calidad para las organizaciones que cuidan la piel">
        <p className="mb-4 text-lg leading-relaxed text-slate-800">
          Soludable es una marca de calidad que reconoce a las empresas, centros educativos, instalaciones deportivas,
          ayuntamientos, farmacias, establecimientos turísticos y otras organizaciones que protegen frente al sol a las personas
          que trabajan en ellas o las visitan, y que promueven la prevención del cáncer de piel.
        </p>
        <p className={p}>
          Obtenerla supone un proceso ordenado y transparente: el centro se autoevalúa con un manual de estándares, un equipo
          externo lo evalúa y, si lo supera, su acreditación se publica en el registro público de centros Soludable.
        </p>
      </SeccionTexto>

      <SeccionTexto id="inicio-camino" titulo="Cómo se obtiene la acreditación">
        <ol className="grid list-none gap-4 p-0 sm:grid-cols-2 lg:grid-cols-4">
          {pasos.map((paso, i) => (
            <li
              key={paso.titulo}
              className="flex flex-col rounded-lg border-t-4 border-brand bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <span
                aria-hidden="true"
                className="mb-3 flex h-10 w-10 items-center justify-center rounded-full border-2 border-brand bg-brand-soft text-lg font-bold text-slate-900"
              >
                {i + 1}
              </span>
              <h3 className="mb-2 text-lg font-semibold text-slate-900">
                <span className="sr-only">Paso {i + 1}: </span>
                {paso.titulo}
              </h3>
              <p className="text-sm leading-relaxed text-slate-700">{paso.texto}</p>
            </li>
          ))}
        </ol>
      </SeccionTexto>

      <section aria-labelledby="inicio-por-que" className="mt-10 rounded-lg bg-brand-soft p-6">
        <h2 id="inicio-por-que" className="mb-4 text-2xl font-semibold text-slate-900">
          ¿Por qué la fotoprotección importa?
        </h2>
        <ul className="list-disc space-y-2 pl-6 text-slate-800">
          <li>
            La radiación ultravioleta, procedente sobre todo del sol, es el principal factor de riesgo modificable del cáncer de
            piel.
          </li>
          <li>
            La Agencia Internacional de Investigación sobre el Cáncer (IARC) clasifica la radiación solar y las cabinas de
            bronceado como cancerígenas para los seres humanos (grupo 1).
          </li>
          <li>Las quemaduras solares en la infancia y la adolescencia aumentan el riesgo de melanoma en la edad adulta.</li>
          <li>
            La mayor parte de los cánceres de piel puede prevenirse con medidas sencillas: buscar la sombra, evitar las horas
            centrales del día, usar ropa, sombrero y gafas adecuados y aplicar fotoprotector.
          </li>
        </ul>
        <p className="mt-4 leading-relaxed text-slate-800">
          Las organizaciones tienen un papel clave: pueden crear sombra, adaptar horarios, informar y formar a su personal y a su
          público, y hacer que protegerse del sol sea lo más fácil.
        </p>
      </section>
    </div>
  );
}
