// Texts of the embeddable widget (src/widgets/acredita). This file imports nothing: the
// widget's bundle includes it whole and must stay within 12 KB gzip.

export const widgetTextos = {
  registro: 'Registro de acreditaciones',
  procesos: 'Procesos abiertos',
  buscar: 'Buscar por nombre del centro',
  buscarBoton: 'Buscar',
  provincia: 'Provincia',
  todas: 'Todas',
  cargando: 'Cargando…',
  error: 'No se ha podido cargar la información. Compruebe su conexión e inténtelo de nuevo.',
  reintentar: 'Reintentar',
  vacioRegistro: 'No hay ninguna acreditación vigente que cumpla estos criterios.',
  vacioProcesos: 'En este momento no hay ningún proceso abierto.',
  resultados: (n: number, vista: 'registro' | 'procesos') =>
    vista === 'registro'
      ? n === 1
        ? '1 acreditación vigente'
        : `${n} acreditaciones vigentes`
      : n === 1
        ? '1 proceso abierto'
        : `${n} procesos abiertos`,
  vigenteHasta: 'Vigente hasta',
  nivel: 'Nivel',
  ambito: 'Ámbito',
  plazo: 'Plazo',
  desde: (f: string) => `desde el ${f}`,
  hasta: (f: string) => `hasta el ${f}`,
  sinCierre: 'sin fecha de cierre',
  solicitar: (p: string) => `Solicitar: ${p}`,
  solicitarCorto: 'Solicitar',
  anterior: 'Anterior',
  siguiente: 'Siguiente',
  paginaAnterior: 'Página anterior',
  paginaSiguiente: 'Página siguiente',
  pagina: (p: number, de: number) => `Página ${p} de ${de}`,
  paginacion: 'Paginación',
  verAcreditacion: (c: string) => `${c} (ver la acreditación)`,
} as const;
