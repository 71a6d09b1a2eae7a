import { beforeAll, describe, expect, it } from 'vitest';
import { actorCon, dominioDePrueba, erroresDe, resultado } from '../../../tests/fixtures/dominio.ts';
import { errores } from '../../i18n/errores.ts';
import { procesosApi as t } from '../../i18n/procesos.ts';
import { validacion } from '../../i18n/validacion.ts';
import type { DomainContext } from '../context.ts';
import { createPlantilla, deletePlantilla, updatePlantilla } from './plantillas.ts';
import { createProceso, getProceso } from './procesos.ts';
import { plantillaSchema, procesoSchema } from './schema.ts';

let d: Awaited<ReturnType<typeof dominioDePrueba>>;
let gestor: DomainContext;
let procesoId: number;
const plantilla = (over: Record<string, unknown> = {}) =>
  plantillaSchema.parse({ asunto: 'Aviso', cuerpo: 'Hola', tipoHitoClave: 'auto_ini', medioNotificacionClave: 'EMAIL', ...over });

beforeAll(async () => {
  d = await dominioDePrueba();
  gestor = d.ctx(actorCon({ GEST_PROCESOS: 'E' }));
  procesoId = (
    await createProceso(gestor, procesoSchema.parse({ codigo: 'PL', nombre: 'Con avisos', manualId: await d.crearManual() }))
  ).id;
});

describe('notification template payload', () => {
  it('takes comma-separated addresses, each valid, and keeps them trimmed', () => {
    expect(plantilla({ direccionesEmail: ' a@b.es , c@d.es,' }).direccionesEmail).toBe('a@b.es,c@d.es');
    const mal = plantillaSchema.safeParse({ ...plantilla(), direccionesEmail: 'a@b.es, no-es-correo' });
    expect(mal.success ? [] : mal.error.issues.map((i) => i.message)).toEqual([validacion.email]);
  });
});

describe("a process's notification templates", () => {
  it('are created, changed and deleted by process managers only; active unless said otherwise', async () => {
    const lector = d.ctx(actorCon({ GEST_SOLICITUDES: 'L' }));
    expect(await resultado(() => createPlantilla(lector, procesoId, plantilla()))).toBe(`403 ${errores.prohibido}`);
    const { id } = await createPlantilla(gestor, procesoId, plantilla({ dias: -3 }));
    expect((await getProceso(gestor, procesoId)).PlantillasNotificaciones).toEqual([
      {
        Id: id,
        Asunto: 'Aviso',
        Cuerpo: 'Hola',
        TipoHitoClave: 'auto_ini',
        MedioNotificacionClave: 'EMAIL',
        Descripcion: null,
        DireccionesEmail: null,
        Dias: -3,
        PerfilId: null,
        FaseProyectoClave: null,
        Activo: true,
      },
    ]);
    const cambiada = await updatePlantilla(gestor, id, plantilla({ asunto: 'Nuevo', activo: false }));
    expect([cambiada.Asunto, cambiada.Activo, cambiada.Dias]).toEqual(['Nuevo', false, null]);
    await deletePlantilla(gestor, id);
    expect(await resultado(deletePlantilla(gestor, id))).toBe(`404 ${t.plantillaNoEncontrada}`);
  });

  it('name only milestones, channels, phases and profiles that exist (422 on each field)', async () => {
    expect(
      await erroresDe(
        createPlantilla(
          gestor,
          procesoId,
          plantilla({ tipoHitoClave: 'nada', medioNotificacionClave: 'PALOMA', faseProyectoClave: 'X', perfilId: 9999 }),
        ),
      ),
    ).toEqual({
      tipoHitoClave: [t.tipoHitoNoExiste],
      medioNotificacionClave: [t.medioNoExiste],
      faseProyectoClave: [t.faseNoExiste('X')],
      perfilId: [t.perfilNoExiste(9999)],
    });
  });
});
