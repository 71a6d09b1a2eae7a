/**
 * The accessibility statement (`/accesibilidad`), in the order and with the headings of the
 * official model of RD 1112/2018 (Decisión de Ejecución (UE) 2018/1523). The list of content that
 * is not accessible must say honestly what remains; update it and `fechaRevision` together.
 */
export const accesibilidadUi = {
  titulo: 'Declaración de accesibilidad',
  enlacePie: 'Accesibilidad',
  intro: (organismo: string) =>
    `${organismo} se ha comprometido a hacer accesible su sitio web de conformidad con el Real Decreto 1112/2018, de 7 de septiembre, sobre accesibilidad de los sitios web y aplicaciones para dispositivos móviles del sector público.`,
  ambito: (nombre: string) =>
    `La presente declaración de accesibilidad se aplica al sitio web y a la aplicación de gestión de ${nombre}.`,
  // The date of the self-assessment and of the last review (RD 1112/2018 asks for both).
  fechaPreparacion: '29 de noviembre de 2026',
  fechaRevision: '29 de noviembre de 2026',
  situacion: {
    titulo: 'Situación de cumplimiento',
    texto:
      'Este sitio web es parcialmente conforme con el RD 1112/2018 debido a las excepciones y a la falta de conformidad de los aspectos que se indican a continuación. La norma de referencia es la UNE-EN 301549:2022, que incorpora las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.1, nivel AA.',
  },
  noAccesible: {
    titulo: 'Contenido no accesible',
    intro: 'El contenido que se recoge a continuación no es accesible por lo siguiente:',
    faltaConformidad: {
      titulo: 'Falta de conformidad con el RD 1112/2018',
      puntos: [
        'Los documentos PDF que genera la aplicación (certificado de acreditación, informe de evaluación, tabla resumen y plantilla de seguimiento) están etiquetados, pero usan tipos de letra estándar no incrustados, y las firmas electrónicas añadidas después de generarlos no forman parte de su estructura (requisito 10.1.3.1 de la UNE-EN 301549; criterio 1.3.1 de las WCAG 2.1).',
        'El tablero de tareas de la autoevaluación se ordena arrastrando tarjetas; con el teclado se puede mover una tarjeta con la barra espaciadora y las flechas, pero el resultado solo se anuncia mientras la tarjeta se mueve (criterio 4.1.3).',
        'Los documentos y evidencias que aportan los usuarios (ficheros adjuntos) no se revisan y pueden no ser accesibles.',
        'Algunas tablas de gestión con muchas columnas requieren desplazamiento horizontal en pantallas estrechas; la primera columna permanece visible y la zona desplazable se puede recorrer con el teclado (criterio 1.4.10).',
      ],
    },
    cargaDesproporcionada: {
      titulo: 'Carga desproporcionada',
      texto: 'No aplica.',
    },
    fueraAmbito: {
      titulo: 'El contenido no entra dentro del ámbito de la legislación aplicable',
      puntos: [
        'Los ficheros de ofimática (PDF, hojas de cálculo y documentos de texto) publicados antes del 20 de septiembre de 2018 o aportados por terceros.',
        'Los contenidos de terceros que no están financiados ni desarrollados por el organismo ni están bajo su control.',
      ],
    },
  },
  preparacion: {
    titulo: 'Preparación de la presente declaración de accesibilidad',
    fecha: (fecha: string) => `La presente declaración fue preparada el ${fecha}.`,
    metodo:
      'El método empleado para preparar la declaración ha sido una autoevaluación llevada a cabo por el propio organismo, completada con revisiones automáticas (axe-core, criterios WCAG 2.1 A y AA) de todas las páginas de la aplicación con cada perfil de usuario de demostración y en una pantalla de 390 píxeles de ancho.',
    revision: (fecha: string) => `Última revisión de la declaración: ${fecha}.`,
  },
  observaciones: {
    titulo: 'Observaciones y datos de contacto',
    texto: 'Puede realizar comunicaciones sobre requisitos de accesibilidad (artículo 10.2.a del RD 1112/2018), por ejemplo:',
    puntos: [
      'informar sobre cualquier posible incumplimiento por parte de este sitio web;',
      'transmitir otras dificultades de acceso al contenido;',
      'formular cualquier otra consulta o sugerencia de mejora relativa a la accesibilidad del sitio web.',
    ],
    via: 'A través del formulario de contacto',
    correo: (email: string) => `o por correo electrónico a ${email}`,
    solicitudes:
      'Las comunicaciones serán recibidas y tratadas por la Unidad responsable de accesibilidad del organismo. También puede presentar por esa vía una solicitud de información accesible o una queja (artículo 10.2.b).',
    plazo: 'Las quejas y solicitudes de información accesible se responderán en el plazo máximo de veinte días hábiles.',
  },
  procedimiento: {
    titulo: 'Procedimiento de aplicación',
    texto:
      'Si una vez realizada una solicitud de información accesible o queja, esta hubiera sido desestimada, no se estuviera de acuerdo con la decisión adoptada, o la respuesta no cumpliera los requisitos contemplados en el artículo 12.5 del RD 1112/2018, la persona interesada podrá iniciar una reclamación. Igualmente se podrá iniciar una reclamación en el caso de que haya transcurrido el plazo de veinte días hábiles sin haber obtenido respuesta.',
    via: 'La reclamación puede presentarse a través del mismo formulario de contacto, indicando que se trata de una reclamación por accesibilidad. La Unidad responsable de accesibilidad la resolverá en el plazo de dos meses.',
  },
  contenido: {
    titulo: 'Contenido opcional',
    texto:
      'La aplicación se ha diseñado para funcionar con el teclado, con lectores de pantalla y con ampliación de texto al 200 %, y se adapta a pantallas desde 320 píxeles de ancho. Es compatible con las versiones recientes de los navegadores Chromium, Firefox y Safari.',
  },
} as const;
