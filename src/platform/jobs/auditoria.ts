import { sellar } from '../../domain/auditoria/cadena.ts';
import { registerJob } from './registry.ts';

/**
 * Seals what a stopped process left unsealed and turns closed refusal buckets into entries
 * (ADR 0015); commits seal right away, so this usually finds nothing.
 */
registerJob({
  nombre: 'sellar-auditoria',
  descripcion: 'Sella las entradas de auditoría pendientes y cierra los contadores de accesos denegados',
  async run({ db, clock }) {
    return `${await sellar(db, clock)} entradas selladas`;
  },
});
