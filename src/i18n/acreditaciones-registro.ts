// Texts of the public register of accreditations: the API, the pages /acreditaciones/publico
// and /acreditacion/publico/{id}, and the widget page /widget. The widget's own texts live in
// src/widgets (its bundle must not pull this catalogue's server-side neighbours).

export const registroApi = {
  noEncontrada: 'La acreditación no existe o no está vigente',
  sinCertificado: 'La acreditación no tiene certificado público',
} as const;

export const registroUi = {
  verificarCertificado: 'Comprobar la validez de un certificado con su código seguro de verificación (CSV)',
  titulo: 'Registro público de acreditaciones',
  intro: 'Centros que tienen hoy la acreditación vigente. Busque por nombre o filtre por provincia, municipio o ámbito.',
  buscar: 'Nombre del centro',
  provincia: 'Provincia',
  municipio: 'Municipio',
  ambito: 'Ámbito',
  todas: 'Todas',
  todos: 'Todos',
  filtrar: 'Buscar',
  limpiar: 'Quitar filtros',
  filtros: 'Filtros del registro',
  resultados: (n: number) => (n === 1 ? '1 acreditación vigente' : `${n.toLocaleString('es-ES')} acreditaciones vigentes`),
  vacio: 'No hay ninguna acreditación vigente que cumpla estos filtros.',
  vacioSinFiltros: 'Todavía no hay ninguna acreditación vigente.',
  cargando: 'Cargando…',
  centro: 'Centro',
  ubicacion: 'Ubicación',
  nivel: 'Nivel',
  codigo: 'Código',
  vigencia: 'Vigente hasta',
  publicacion: 'Fecha de publicación',
  fechaVigencia: 'Vigente hasta',
  localidad: 'Localidad',
  certificado: 'Certificado',
  descargarCertificado: (kb: number) => `Descargar el certificado (PDF, ${kb.toLocaleString('es-ES')} KB)`,
  sinCertificado: 'El certificado público no está disponible.',
  verDetalle: (centro: string) => `Ver la acreditación de ${centro}`,
  volver: 'Volver al registro',
  sinDato: '—',
  detalleTitulo: (centro: string) => `Acreditación de ${centro}`,
  datos: 'Datos de la acreditación',
  widgetTitulo: 'Widget del registro para su web',
  widgetIntro: 'Incluya el registro de acreditaciones o los procesos abiertos en su propia web con una sola etiqueta. Así se ve:',
  widgetCodigo: 'Código para insertar',
  widgetRegistro: 'Registro de acreditaciones',
  widgetProcesos: 'Procesos abiertos',
} as const;
