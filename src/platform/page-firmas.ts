import type { Actor } from '../domain/context.ts';
import { listFirmas } from '../domain/firmas/firmas.ts';
import { formatDateTime } from '../domain/shared/mail/dates.ts';
import { pageDomainContext } from './page-context.ts';
import { getStorage } from './storage/index.ts';

/** `/firmas`: the documents that need a signature, each date already in Spain's time. */
export async function loadFirmas(actor: Actor | null) {
  const filas = await listFirmas({ ...(await pageDomainContext(actor)), storage: getStorage() });
  return filas.map((f) => ({ ...f, fechaFirma: f.fechaFirma ? formatDateTime(f.fechaFirma) : null }));
}
