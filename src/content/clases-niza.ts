export interface ClaseNiza {
  /** Número de clase en la Clasificación de Niza (1 a 45). */
  clase: number;
  /** Encabezamiento oficial de la clase, abreviado. */
  titulo: string;
  /** Actividades de la clase que pueden solicitar Soludable. */
  ejemplos: readonly string[];
}

/** Anexo I: clases de Niza cuyas actividades pueden optar a la marca Soludable. */
export const clasesNiza: readonly ClaseNiza[] = [
  {
    clase: 3,
    titulo: 'Productos cosméticos y preparaciones de tocador no medicinales; productos de perfumería, aceites esenciales',
    ejemplos: [
      'Fabricación y distribución de protectores solares y cosméticos para después del sol',
      'Cosmética con filtros ultravioleta',
    ],
  },
  {
    clase: 5,
    titulo:
      'Productos farmacéuticos, preparaciones para uso médico y veterinario; productos higiénicos y sanitarios para uso médico',
    ejemplos: [
      'Preparaciones farmacéuticas para tratar quemaduras solares',
      'Fotoprotectores de uso médico y productos dermatológicos',
    ],
  },
  {
    clase: 6,
    titulo:
      'Metales comunes y sus aleaciones, minerales metalíferos; materiales de construcción y edificación metálicos; construcciones transportables metálicas',
    ejemplos: ['Pérgolas, marquesinas y estructuras de sombra metálicas'],
  },
  {
    clase: 9,
    titulo: 'Aparatos e instrumentos científicos, de investigación, ópticos, de medición, de detección y de enseñanza; software',
    ejemplos: [
      'Gafas de sol con filtro ultravioleta',
      'Medidores y sensores de radiación ultravioleta',
      'Aplicaciones informáticas sobre el índice UV',
    ],
  },
  {
    clase: 10,
    titulo: 'Aparatos e instrumentos quirúrgicos, médicos, odontológicos y veterinarios',
    ejemplos: ['Productos sanitarios para el diagnóstico y seguimiento de lesiones cutáneas, como dermatoscopios'],
  },
  {
    clase: 18,
    titulo: 'Cuero y cuero de imitación; artículos de equipaje y bolsas de transporte; paraguas y sombrillas',
    ejemplos: ['Sombrillas de playa y de jardín', 'Paraguas con protección ultravioleta'],
  },
  {
    clase: 19,
    titulo: 'Materiales de construcción no metálicos; construcciones transportables no metálicas',
    ejemplos: ['Pérgolas y estructuras de sombra de madera u otros materiales no metálicos'],
  },
  {
    clase: 20,
    titulo: 'Muebles, espejos, marcos; contenedores no metálicos de almacenamiento o transporte',
    ejemplos: ['Tumbonas y mobiliario de exterior para playas, piscinas y terrazas'],
  },
  {
    clase: 22,
    titulo: 'Cuerdas y cordeles; redes; tiendas de campaña y lonas; toldos de materias textiles o sintéticas',
    ejemplos: ['Toldos, velas de sombra y lonas', 'Tiendas de campaña y carpas'],
  },
  {
    clase: 24,
    titulo: 'Productos textiles y sus sucedáneos; ropa de hogar; cortinas de materias textiles o de materias plásticas',
    ejemplos: ['Tejidos con factor de protección ultravioleta (UPF)', 'Cortinas y estores de protección solar'],
  },
  {
    clase: 25,
    titulo: 'Prendas de vestir, calzado, artículos de sombrerería',
    ejemplos: [
      'Ropa con protección ultravioleta',
      'Sombreros de ala ancha, gorras con cubrenuca y ropa de trabajo para exteriores',
    ],
  },
  {
    clase: 28,
    titulo: 'Juegos y juguetes; aparatos de videojuegos; artículos de gimnasia y deporte',
    ejemplos: ['Artículos deportivos y de playa', 'Juegos educativos sobre protección solar'],
  },
  {
    clase: 35,
    titulo: 'Publicidad; gestión, organización y administración de negocios comerciales; trabajos de oficina',
    ejemplos: [
      'Comercio minorista de productos de protección solar, ópticas y tiendas de deporte',
      'Campañas de publicidad y sensibilización',
    ],
  },
  {
    clase: 37,
    titulo: 'Servicios de construcción; servicios de instalación y reparación',
    ejemplos: [
      'Instalación de toldos, pérgolas y estructuras de sombra',
      'Empresas de construcción con personal que trabaja al aire libre',
    ],
  },
  {
    clase: 39,
    titulo: 'Transporte; embalaje y almacenamiento de mercancías; organización de viajes',
    ejemplos: ['Agencias de viajes y organización de excursiones', 'Alquiler de embarcaciones y transporte turístico'],
  },
  {
    clase: 41,
    titulo: 'Educación; formación; servicios de entretenimiento; actividades deportivas y culturales',
    ejemplos: [
      'Centros educativos y escuelas infantiles',
      'Instalaciones deportivas y piscinas',
      'Campamentos, ocio al aire libre y eventos',
    ],
  },
  {
    clase: 42,
    titulo:
      'Servicios científicos y tecnológicos, así como servicios de investigación y diseño conexos; control de calidad y servicios de autenticación',
    ejemplos: [
      'Investigación sobre radiación ultravioleta y fotoprotección',
      'Ensayos de protectores solares y tejidos',
      'Información meteorológica e índice UV',
    ],
  },
  {
    clase: 43,
    titulo: 'Servicios de restauración (alimentación); hospedaje temporal',
    ejemplos: ['Hoteles, apartamentos turísticos y campings', 'Restaurantes y chiringuitos con terraza'],
  },
  {
    clase: 44,
    titulo:
      'Servicios médicos; servicios veterinarios; tratamientos de higiene y de belleza para personas o animales; servicios de agricultura, acuicultura, horticultura y silvicultura',
    ejemplos: [
      'Servicios de dermatología, centros sanitarios y servicios farmacéuticos',
      'Explotaciones agrícolas, viveros y jardinería con personal al aire libre',
    ],
  },
];
