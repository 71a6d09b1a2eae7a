import { beforeEach, describe, expect, it } from 'vitest';
import { autoevaluaciones } from '../../src/db/schema/proyectos.ts';
import { enviarRecordatorios } from '../../src/domain/recordatorios/envio.ts';
import { registeredJobs } from '../../src/platform/jobs/registry.ts';
import { runScheduledJobs } from '../../src/platform/jobs/runner.ts';
import { createRecordatoriosTestApp } from '../fixtures/recordatorios.ts';

// The reminders job against a real (in-memory) database with a fake clock. Acceptance in the
// fixture happens on 2026-03-01, so each project's self-assessment deadline is 2026-03-31 and
// the -15 days template fires on 2026-03-16 (Europe/Madrid).

type T = Awaited<ReturnType<typeof createRecordatoriosTestApp>>;
let t: T;
beforeEach(async () => {
  t = await createRecordatoriosTestApp();
});

const DIA_ENVIO = '2026-03-16T08:00:00Z';

describe('enviar-recordatorios', () => {
  it('sends exactly one mail to the REPRE person with the placeholders filled, once', async () => {
    const plantillaId = await t.crearPlantilla();
    const p = await t.crearProyecto();
    expect(await t.ejecutar('2026-03-15T08:00:00Z')).toBe(0); // the day before: nothing
    expect(await t.ejecutar(DIA_ENVIO)).toBe(1);
    const [mail, ...more] = await t.correosRecordatorio();
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ para: 'ana.lopez@example.es', estado: 'PTE', plantilla: `recordatorio:${plantillaId}` });
    expect(mail?.asunto).toBe(`Quedan 15 días: ${p.codigo}`);
    expect(mail?.texto).toContain('Estimado/a Ana López:');
    expect(mail?.texto).toMatch(
      /La autoevaluación del centro Colegio Río Ebro \(SOL-T-\d{4}, Proceso \d+\) termina el 31\/03\/2026\./,
    );
    expect(mail?.texto).toContain('{desconocido}'); // unknown placeholders stay as typed
    expect(mail?.html).toContain('<p>Estimado/a Ana López:</p>');
    expect(await t.ledger()).toEqual([
      expect.objectContaining({
        plantillaId,
        destino: `PRY:${p.proyectoId}`,
        hitoFecha: '2026-03-31',
        enviadaEn: '2026-03-16T08:00:00.000Z',
      }),
    ]);
    // Again the same day, and the day after: nothing more.
    expect(await t.ejecutar('2026-03-16T18:00:00Z')).toBe(0);
    expect(await t.ejecutar('2026-03-17T08:00:00Z')).toBe(0);
    expect(await t.correosRecordatorio()).toHaveLength(1);
  });

  it('takes the day in Europe/Madrid: 23:30 UTC on the 15th is already the 16th', async () => {
    await t.crearPlantilla();
    await t.crearProyecto();
    expect(await t.ejecutar('2026-03-15T22:59:00Z')).toBe(0); // 23:59 in Madrid, still the 15th
    expect(await t.ejecutar('2026-03-15T23:30:00Z')).toBe(1);
  });

  it('two concurrent runs with the same clock send one set of mails', async () => {
    await t.crearPlantilla();
    await t.crearProyecto();
    await t.crearProyecto();
    const sent = await Promise.all([t.ejecutar(DIA_ENVIO), t.ejecutar(DIA_ENVIO), t.ejecutar(DIA_ENVIO)]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await t.correosRecordatorio()).toHaveLength(2);
    expect(await t.ledger()).toHaveLength(2);
  });

  it('a run that loses the race between its read and its batch rolls its mails back with its ledger row', async () => {
    await t.crearPlantilla();
    await t.crearProyecto();
    const clock = { now: () => new Date(DIA_ENVIO) };
    let rival = 0;
    // The same database, but another complete run slips in right before each of our batches.
    const db = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== 'batch') return Reflect.get(target, prop, receiver);
        return async (items: Parameters<typeof target.batch>[0]) => {
          rival += await enviarRecordatorios({ db: target, clock });
          return target.batch(items);
        };
      },
    });
    expect(await enviarRecordatorios({ db, clock })).toBe(0);
    expect(rival).toBe(1);
    expect(await t.correosRecordatorio()).toHaveLength(1);
    expect(await t.ledger()).toHaveLength(1);
  });

  it('catches up a missed send day within 7 days, once; an older one never', async () => {
    await t.crearPlantilla();
    await t.crearProyecto();
    expect(await t.ejecutar('2026-03-24T08:00:00Z')).toBe(0); // 8 days late: never
    expect(await t.correosRecordatorio()).toHaveLength(0);

    const t2 = await createRecordatoriosTestApp();
    await t2.crearPlantilla();
    await t2.crearProyecto();
    expect(await t2.ejecutar('2026-03-23T08:00:00Z')).toBe(1); // 7 days late: sent
    expect(await t2.ejecutar('2026-03-23T09:00:00Z')).toBe(0);
    const [mail] = await t2.correosRecordatorio();
    expect(mail?.asunto).toMatch(/^Quedan 8 días/); // {dias} counts the days that really remain
  });

  it('positive dias fire after the milestone (auto_ini + 3) and a phase-less template ignores the phase', async () => {
    await t.crearPlantilla({ tipoHitoClave: 'auto_ini', dias: 3, faseProyectoClave: null });
    const p = await t.crearProyecto();
    await t.setProyecto(p.proyectoId, { faseClave: 'AUT-INI-EST' });
    expect(await t.ejecutar('2026-03-03T08:00:00Z')).toBe(0);
    expect(await t.ejecutar('2026-03-04T08:00:00Z')).toBe(1);
  });

  it('a template with a phase only reaches projects in that phase', async () => {
    await t.crearPlantilla({ faseProyectoClave: 'EVA-INI' });
    await t.crearProyecto();
    expect(await t.ejecutar(DIA_ENVIO)).toBe(0);
  });

  it('sends nothing for an inactive template, an APP template, or a finished or cancelled project', async () => {
    await t.crearPlantilla({ activo: false });
    await t.crearPlantilla({ medioNotificacionClave: 'APP' });
    await t.crearProyecto();
    expect(await t.ejecutar(DIA_ENVIO)).toBe(0);

    const t2 = await createRecordatoriosTestApp();
    await t2.crearPlantilla();
    const fin = await t2.crearProyecto();
    const cancel = await t2.crearProyecto();
    await t2.setProyecto(fin.proyectoId, { estadoClave: 'FIN' });
    await t2.setProyecto(cancel.proyectoId, { estadoClave: 'CANCEL' });
    expect(await t2.ejecutar(DIA_ENVIO)).toBe(0);
    expect(await t2.ledger()).toHaveLength(0);
  });

  it('{saludo} greets with the treatment and name when known, Estimado/a otherwise (extra addresses)', async () => {
    await t.crearPlantilla({ cuerpo: '{saludo}\n\nTexto', direccionesEmail: 'otra@example.es' });
    await t.crearProyecto();
    expect(await t.ejecutar(DIA_ENVIO)).toBe(2);
    const mails = await t.correosRecordatorio();
    expect(mails.find((m) => m.para === 'ana.lopez@example.es')?.texto).toBe('Estimada Dña. Ana López:\n\nTexto');
    expect(mails.find((m) => m.para === 'otra@example.es')?.texto).toBe('Estimado/a Colegio Río Ebro:\n\nTexto');
  });

  it('extra addresses receive it too, named by the centre; duplicates and people without e-mail are skipped', async () => {
    await t.crearPlantilla({ direccionesEmail: 'Tutoria@Soludable.es; ana.lopez@example.es, otra@example.es' });
    const p = await t.crearProyecto();
    await t.addPersona(p.solicitudId, t.repreId, 'luis@example.es');
    await t.addPersona(p.solicitudId, t.repreId, null, 'Sin correo');
    await t.addPersona(p.solicitudId, await t.perfilIdDe('AUTOEVAL'), 'autoeval@example.es');
    expect(await t.ejecutar(DIA_ENVIO)).toBe(4);
    const mails = await t.correosRecordatorio();
    expect(mails.map((m) => m.para).sort()).toEqual([
      'ana.lopez@example.es',
      'luis@example.es',
      'otra@example.es',
      'tutoria@soludable.es',
    ]);
    expect(mails.find((m) => m.para === 'luis@example.es')?.texto).toContain('Estimado/a Luis Pérez:');
    expect(mails.find((m) => m.para === 'otra@example.es')?.texto).toContain('Estimado/a Colegio Río Ebro:');
    expect(await t.ledger()).toHaveLength(1);
  });

  it('escapes user data in the HTML body', async () => {
    await t.crearPlantilla();
    const p = await t.crearProyecto();
    await t.addPersona(p.solicitudId, t.repreId, 'x@example.es', '<b>Eva</b>');
    await t.ejecutar(DIA_ENVIO);
    const mail = (await t.correosRecordatorio()).find((m) => m.para === 'x@example.es');
    expect(mail?.html).toContain('&lt;b&gt;Eva&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Eva</b>');
  });

  it('a template without profile and addresses, or without recipients with e-mail, sends nothing and leaves no ledger row', async () => {
    await t.crearPlantilla({ perfilId: null });
    await t.crearPlantilla({ perfilId: await t.perfilIdDe('AUTOEVAL') });
    await t.crearProyecto();
    expect(await t.ejecutar(DIA_ENVIO)).toBe(0);
    expect(await t.ledger()).toHaveLength(0);
  });

  it('auto_presen is the opening day of the evaluation row', async () => {
    await t.crearPlantilla({ tipoHitoClave: 'auto_presen', dias: 0, faseProyectoClave: 'EVA-INI' });
    const p = await t.crearProyecto();
    expect(await t.ejecutar('2026-03-01T12:00:00Z')).toBe(0); // the AUT-INI row opened today: not a presentation
    await t.setProyecto(p.proyectoId, { faseClave: 'EVA-INI' });
    await t.db.insert(autoevaluaciones).values({
      instanciaId: 'soludable',
      proyectoId: p.proyectoId,
      faseClave: 'EVA-INI',
      fechaApertura: '2026-05-04',
      fechaInicio: '2026-05-04',
      altaFecha: '2026-05-04T08:00:00Z',
    });
    expect(await t.ejecutar('2026-05-04T08:00:00Z')).toBe(1);
  });

  it('is registered before enviar-correos and the scheduled run reports a Spanish summary', async () => {
    await t.crearPlantilla();
    await t.crearProyecto();
    const nombres = registeredJobs().map((j) => j.nombre);
    expect(nombres.indexOf('enviar-recordatorios')).toBeGreaterThanOrEqual(0);
    expect(nombres.indexOf('enviar-recordatorios')).toBeLessThan(nombres.indexOf('enviar-correos'));
    const outcomes = await runScheduledJobs({ db: t.db, clock: { now: () => new Date(DIA_ENVIO) } });
    expect(outcomes.find((o) => o.tarea === 'enviar-recordatorios')).toMatchObject({
      resultado: 'ok',
      detalle: '1 recordatorio enviado',
    });
    expect(
      (await runScheduledJobs({ db: t.db, clock: { now: () => new Date(DIA_ENVIO) } })).find(
        (o) => o.tarea === 'enviar-recordatorios',
      )?.detalle,
    ).toBe('0 recordatorios enviados');
  });
});
