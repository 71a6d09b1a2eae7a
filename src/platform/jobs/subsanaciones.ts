import { avisarSubsanaciones, cerrarSubsanacionesVencidas } from '../../domain/subsanacion/plazos.ts';
import { subsanacionCorreo as t } from '../../i18n/autoevaluacion-subsanacion.ts';
import { publicOrigin } from '../mail/links.ts';
import { registerJob } from './registry.ts';

/**
 * Correction rounds: close those past their deadline (the evaluation resumes), then remind
 * the teams of open ones near it. Imported at the top of jobs.ts, before `enviar-correos`,
 * which then delivers what it queued.
 */
registerJob({
  nombre: 'plazos-subsanacion',
  descripcion: t.descripcionTarea,
  async run({ db, clock, env }) {
    const cerradas = await cerrarSubsanacionesVencidas({ db, clock });
    const avisos = await avisarSubsanaciones({ db, clock, origen: publicOrigin(env) });
    return t.resumen(cerradas, avisos);
  },
});
