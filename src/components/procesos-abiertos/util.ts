import { fechaEs } from '../../domain/shared/fechas.ts';
import { procesosAbiertosUi as t } from '../../i18n/procesos-abiertos.ts';

/** A size limit stored in bytes, as the pages show it: floor(bytes / 1024) KB. */
export const kb = (bytes: number) => Math.floor(bytes / 1024);

/** The application window of a process in words, dates as dd/mm/yyyy. */
export function plazoTexto(apertura: string | null, cierre: string | null): string {
  if (apertura && cierre) return t.entre(fechaEs(apertura), fechaEs(cierre));
  if (cierre) return t.hasta(fechaEs(cierre));
  if (apertura) return `${t.desde(fechaEs(apertura))}. ${t.sinLimite}`;
  return t.sinLimite;
}

/** Where a visitor starts a request for a process (the wizard). */
export const solicitudHref = (procesoId: number) => `/solicitud?procesoId=${procesoId}`;
