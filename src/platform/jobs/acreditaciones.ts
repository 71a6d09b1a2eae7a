import { actualizarAcreditaciones } from '../../domain/acreditaciones/caducidad.ts';
import { acreditacionesAvisos as t } from '../../i18n/acreditaciones-gestion.ts';
import { registerJob } from './registry.ts';

/**
 * Accreditations over time: expiry (CAD) and renewal reminders 90 and 30 days ahead. Imported
 * at the top of jobs.ts, so it runs before `enviar-correos`, which then delivers what it queued.
 */
registerJob({
  nombre: 'acreditaciones-vigencia',
  descripcion: t.descripcionTarea,
  async run({ db, clock }) {
    const r = await actualizarAcreditaciones({ db, clock });
    return t.resumen(r.caducadas, r.correos);
  },
});
