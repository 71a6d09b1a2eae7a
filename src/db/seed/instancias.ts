import { DEFAULT_INSTANCIA } from '../../domain/shared/instancia.ts';
/** The first instance: the sun-protection quality mark Soludable. */
export const SOLUDABLE = {
  id: DEFAULT_INSTANCIA,
  nombre: 'Soludable',
  descripcion: 'Sello de calidad en fotoprotección',
  // Primary must reach 4.5:1 on white for links and buttons (WCAG AA).
  colorPrimario: '#b45309',
  colorSecundario: '#0f766e',
  colorAcento: '#fbbf24',
  logo: '/soludable-logo.svg',
  terminologia: {
    // Singular, plural and gender of each renamed term (domain/instancias.ts: terminologia).
    bloque: 'dimensión',
    bloques: 'dimensiones',
    bloqueGenero: 'f',
    estandar: 'criterio de evaluación',
    estandares: 'criterios de evaluación',
    estandarGenero: 'm',
    evidencia: 'evidencia',
    evidencias: 'evidencias',
    paquete: 'paquete',
    paquetes: 'paquetes',
  },
  emailContacto: 'info@soludable.es',
};
