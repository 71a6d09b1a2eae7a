import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { es } from 'date-fns/locale/es';

/** Spanish users read times in peninsular time, whatever the server's zone is. */
export const TIME_ZONE = 'Europe/Madrid';

/** "dd/mm/yyyy HH:mm" in Europe/Madrid (mails and the development mailbox). */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return format(date, 'dd/MM/yyyy HH:mm', { in: tz(TIME_ZONE), locale: es });
}
