import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';
import { SPAIN_TIME_ZONE } from '../fechas.ts';

/** "dd/mm/yyyy HH:mm" in Europe/Madrid (mails and the development mailbox). */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'dd/MM/yyyy HH:mm', { in: tz(SPAIN_TIME_ZONE), locale: es });
}
