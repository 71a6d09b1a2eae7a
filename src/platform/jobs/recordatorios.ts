import { enviarRecordatorios } from '../../domain/recordatorios/envio.ts';
import { recordatoriosTextos as t } from '../../i18n/recordatorios.ts';
import { registerJob } from './registry.ts';

/**
 * Reminders from the processes' notification templates. Imported at the top
 * of jobs.ts, so it registers (and runs) before `enviar-correos`, which then delivers what it queued.
 */
registerJob({
  nombre: 'enviar-recordatorios',
  descripcion: t.descripcionTarea,
  async run({ db, clock }) {
    return t.resumen(await enviarRecordatorios({ db, clock }));
  },
});
