import { sellar } from '../../domain/auditoria/cadena.ts';
import { archivarAntiguas, retencionAnos } from '../../domain/auditoria/retencion.ts';
import { configFrom } from '../config.ts';
import { getStorage } from '../storage/index.ts';
import { registerJob } from './registry.ts';

/**
 * Seals what a stopped process left unsealed, turns closed refusal buckets into entries
 * (ADR 0015; commits seal right away, so this usually finds little), then moves entries older
 * than AUDITORIA_RETENCION_ANOS (default 5) to monthly archives in the file storage.
 */
registerJob({
  nombre: 'sellar-auditoria',
  descripcion: 'Sella las entradas de auditoría pendientes, cierra los contadores de accesos denegados y archiva las antiguas',
  async run({ db, clock, env }) {
    const anos = retencionAnos(configFrom(env, 'AUDITORIA_RETENCION_ANOS'));
    const selladas = await sellar(db, clock);
    const archivadas = await archivarAntiguas(db, getStorage(env), clock, anos);
    return `${selladas} entradas selladas, ${archivadas} archivadas`;
  },
});
