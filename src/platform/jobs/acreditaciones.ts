import { actualizarAcreditaciones } from '../../domain/acreditaciones/caducidad.ts';
import { avisarEmisiones } from '../../domain/acreditaciones/emision.ts';
import { certificadoEmitido } from '../../i18n/acreditaciones-certificado.ts';
import { acreditacionesAvisos as t } from '../../i18n/acreditaciones-gestion.ts';
import { publicOrigin } from '../mail/links.ts';
import { registerJob } from './registry.ts';

/**
 * Accreditations over time: expiry (CAD), renewal reminders 90 and 30 days ahead, and the
 * centre's notice on the publication day of an accreditation whose certificate was made
 * earlier (src/domain/acreditaciones/emision.ts). Imported at the top of jobs.ts, so it runs
 * before `enviar-correos`, which then delivers what it queued.
 */
registerJob({
  nombre: 'acreditaciones-vigencia',
  descripcion: `${t.descripcionTarea}. ${certificadoEmitido.descripcionTarea}`,
  async run({ db, clock, env }) {
    const r = await actualizarAcreditaciones({ db, clock });
    const emitidos = await avisarEmisiones({ db, clock, origen: publicOrigin(env) });
    return `${t.resumen(r.caducadas, r.correos)}; ${certificadoEmitido.resumen(emitidos)}`;
  },
});
