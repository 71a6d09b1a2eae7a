import { estilos } from './estilos.ts';
import { SeccionTexto } from './seccion-texto.tsx';

const { p } = estilos;

const recomendaciones = [
  {
    titulo: 'Evita el sol en las horas centrales del día',
    texto:
      'Entre las 12:00 y las 16:00 h la radiación ultravioleta es más intensa. Programa en esas horas las actividades bajo techo o a la sombra. Una pista útil: si tu sombra es más corta que tú, protégete.',
  },
  {
    titulo: 'Busca la sombra',
    texto:
      'Árboles, toldos, sombrillas y pérgolas reducen mucho la exposición, aunque no la eliminan: parte de la radiación llega reflejada desde el suelo y el entorno. Combina la sombra con las demás medidas.',
  },
  {
    titulo: 'Cúbrete con ropa, sombrero y gafas de sol',
    texto:
      'Usa prendas que cubran brazos y piernas, de tejido tupido o con protección UV; un sombrero de ala ancha que proteja cara, orejas y nuca, y gafas de sol homologadas con marcado CE y filtro ultravioleta, que protejan también los laterales.',
  },
  {
    titulo: 'Usa un fotoprotector adecuado y renuévalo',
    texto:
      'Elige un factor de protección (FPS) 30 o superior, de amplio espectro (UVB y UVA) y resistente al agua. Aplícalo en cantidad generosa sobre la piel seca 30 minutos antes de exponerte, sin olvidar orejas, nuca, empeines y calva. Repítelo cada 2 horas y siempre después de bañarte, sudar mucho o secarte con la toalla. El fotoprotector no sirve para alargar el tiempo al sol.',
  },
  {
    titulo: 'Protege especialmente a niñas y niños',
    texto:
      'Su piel es más sensible y las quemaduras en la infancia aumentan el riesgo de melanoma en la edad adulta. Los bebés menores de 6 meses no deben exponerse al sol directo. A partir de esa edad, prioriza la sombra, la ropa y el sombrero, y completa con fotoprotectores pediátricos de protección alta o muy alta.',
  },
  {
    titulo: 'Consulta el índice UV y no te confíes en los días nublados',
    texto:
      'El índice ultravioleta indica la intensidad de la radiación: a partir de 3 hay que protegerse, y a partir de 8 el riesgo es muy alto. La Agencia Estatal de Meteorología (AEMET) publica su predicción diaria. Las nubes ligeras dejan pasar hasta el 80 % de la radiación UV, y el frescor o el viento no indican que haya menos.',
  },
  {
    titulo: 'Ten en cuenta el reflejo y la altitud',
    texto:
      'El agua, la arena y, sobre todo, la nieve reflejan la radiación ultravioleta: la nieve recién caída puede reflejar hasta el 80 %. Bajo el agua y a la sombra también puedes quemarte. En la montaña la radiación aumenta alrededor de un 10 % por cada 1000 metros de altitud.',
  },
  {
    titulo: 'Bebe agua con frecuencia',
    texto:
      'Hidrátate antes, durante y después de estar al aire libre, sin esperar a tener sed, sobre todo en la infancia, en personas mayores y cuando hagas ejercicio o trabajes al sol. Evita las bebidas alcohólicas.',
  },
  {
    titulo: 'No uses cabinas de bronceado',
    texto:
      'La radiación ultravioleta artificial está clasificada como cancerígena para los seres humanos y aumenta el riesgo de melanoma, sobre todo si se empieza a usar en la juventud. En España está prohibido su uso por menores de 18 años. El bronceado no protege frente al cáncer de piel.',
  },
  {
    titulo: 'Revisa tu piel y consulta al dermatólogo',
    texto:
      'Examina tu piel una vez al mes, con ayuda de un espejo o de otra persona. Consulta si un lunar o una mancha es nuevo, cambia o sangra, o si una herida no cicatriza. Algunos medicamentos y perfumes aumentan la sensibilidad al sol: pregunta en tu farmacia o centro de salud.',
  },
] as const;

const abcde = [
  ['A', 'Asimetría', 'Las dos mitades del lunar no son iguales.'],
  ['B', 'Bordes', 'Irregulares, dentados o mal definidos.'],
  ['C', 'Color', 'No uniforme, con varios tonos de marrón, negro, rojo o azul.'],
  ['D', 'Diámetro', 'Mayor de 6 milímetros o en crecimiento.'],
  ['E', 'Evolución', 'Cambios de tamaño, forma, color, relieve, picor o sangrado.'],
] as const;

/** Página del decálogo de fotoprotección. */
export function Decalogo() {
  return (
    <div className="text-slate-700">
      <SeccionTexto id="decalogo-titulo" titulo="Decálogo de fotoprotección">
        <p className={p}>
          Diez recomendaciones, basadas en las de las autoridades sanitarias y la dermatología, para disfrutar del sol de forma
          saludable. Los centros Soludable se comprometen a aplicarlas y a difundirlas entre las personas que trabajan en ellos o
          los visitan.
        </p>
        <ol className="mb-4 space-y-4">
          {recomendaciones.map((r, i) => (
            <li key={r.titulo} className="flex gap-4 rounded-lg bg-brand-soft p-4">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full border-2 border-brand bg-white text-lg font-bold text-slate-900"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="mb-1 text-lg font-semibold text-slate-900">{r.titulo}</h3>
                <p className="leading-relaxed text-slate-800">{r.texto}</p>
              </div>
            </li>
          ))}
        </ol>
      </SeccionTexto>

      <SeccionTexto id="decalogo-abcde" titulo="La regla ABCDE para vigilar los lunares">
        <p className={p}>Consulta con un dermatólogo si observas en un lunar alguna de estas señales:</p>
        <dl className="mb-4 space-y-2">
          {abcde.map(([letra, nombre, descripcion]) => (
            <div key={letra} className="flex gap-3">
              <dt className="w-36 shrink-0 font-semibold text-slate-900">
                <span aria-hidden="true" className="mr-2 text-xl font-bold text-slate-900">
                  {letra}
                </span>
                {nombre}
              </dt>
              <dd className="text-slate-700">{descripcion}</dd>
            </div>
          ))}
        </dl>
        <p className={p}>
          Ante cualquier duda, pide cita con tu médico de familia o con tu dermatólogo. Detectado a tiempo, el cáncer de piel
          tiene en la mayoría de los casos un buen pronóstico.
        </p>
      </SeccionTexto>
    </div>
  );
}
