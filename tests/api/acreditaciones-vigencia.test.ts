import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { acreditaciones, auditoria, correos, perfiles, usuarioPerfiles } from '../../src/db/schema/index.ts';
import { actualizarAcreditaciones } from '../../src/domain/acreditaciones/caducidad.ts';
import '../../src/platform/jobs/jobs.ts';
import { registeredJobs } from '../../src/platform/jobs/registry.ts';
import { createProyectosTestApp, DEMO } from '../fixtures/proyectos.ts';

// The accreditations' scheduled job with an injected clock: expiry to CAD and the renewal
// reminders 90 and 30 days before the validity end, each once, whatever how often it runs.

type T = Awaited<ReturnType<typeof createProyectosTestApp>>;
let t: T;
let id: number;

const at = (iso: string) => ({ now: () => new Date(`${iso}T08:00:00Z`) });
const run = (iso: string) => actualizarAcreditaciones({ db: t.db, clock: at(iso) });
const avisos = () => t.db.select().from(correos).where(like(correos.plantilla, 'acreditacion-renovacion:%'));
const estado = async (codigo: string) =>
  (await t.db.select({ e: acreditaciones.estadoClave }).from(acreditaciones).where(eq(acreditaciones.codigo, codigo)))[0]?.e;

beforeAll(async () => {
  t = await createProyectosTestApp();
  const fin = (await t.proyecto(DEMO.FIN)).id;
  // The FIN-INI demo project gets a representative for the project (the tutor is the demo tutor).
  const [repre] = await t.db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.clave, 'REPRE'));
  await t.db.insert(usuarioPerfiles).values({
    usuarioId: await t.idOf('representante2'),
    perfilId: repre?.id as number,
    proyectoId: fin,
    altaFecha: '2026-01-01T00:00:00Z',
  });
  const res = await t.send('POST', '/api/acreditaciones', await t.as('admin'), {
    proyectoId: fin,
    codigo: 'ACR-JOB',
    fechaPublicacion: '01/01/2026',
    fechaVigencia: '30/06/2026',
  });
  id = (await res.json()).Id;
  expect(res.status).toBe(201);
});

describe('the accreditations job', () => {
  it('is registered with the scheduled jobs', () => {
    expect(registeredJobs().map((j) => j.nombre)).toContain('acreditaciones-vigencia');
  });

  it('sends the 90-day reminder once to the representatives and the tutor, then the 30-day one once', async () => {
    expect(await run('2026-03-02')).toEqual({ caducadas: 0, correos: 0 });
    // 90 days before 30 June: the tutor and the project's representative, once however often it runs.
    expect((await run('2026-04-01')).correos).toBe(2);
    expect((await run('2026-04-01')).correos).toBe(0);
    expect((await run('2026-04-20')).correos).toBe(0);
    const primeros = await avisos();
    expect(primeros.map((c) => c.para).sort()).toEqual(['representante2@soludable.demo', 'tutor@soludable.demo'].sort());
    expect(primeros[0]?.asunto).toBe('La acreditación ACR-JOB termina su vigencia en 90 días');
    expect(primeros[0]?.texto).toContain('30/06/2026');
    expect(primeros.every((c) => c.plantilla === 'acreditacion-renovacion:90')).toBe(true);
    // 30 days before; caught up on a later day when the job was down, still once.
    expect((await run('2026-06-02')).correos).toBe(2);
    expect((await run('2026-06-02')).correos).toBe(0);
    expect((await run('2026-06-29')).correos).toBe(0);
    expect(await avisos()).toHaveLength(4);
  });

  it('turns accreditations past their validity CAD, once, with an audit entry; revoked ones stay REV', async () => {
    expect(await estado('ACR-JOB')).toBe('VIG');
    expect((await run('2026-06-30')).caducadas).toBe(0);
    expect((await run('2026-07-01')).caducadas).toBe(1);
    expect((await run('2026-07-01')).caducadas).toBe(0);
    expect(await estado('ACR-JOB')).toBe('CAD');
    expect(await estado('ACR-DEMO-REVOCADA')).toBe('REV');
    const entradas = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'acreditacion'), eq(auditoria.entidadId, String(id)), like(auditoria.cambios, '%CAD%')));
    expect(entradas).toHaveLength(1);
    // Far ahead, every demo accreditation still pending or in force expires (ACR-DEMO-VIGENTE,
    // -SUSPENDIDA, -PENDIENTE and the follow-up project's ACR-SEG-D0042); nobody is reminded of an expired one.
    const lejos = await run('2032-01-01');
    expect(lejos.caducadas).toBe(4);
    expect(lejos.correos).toBe(0);
    expect(await estado('ACR-DEMO-PENDIENTE')).toBe('CAD');
  });
});
