import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usuarios } from '../../src/db/schema/identidad.ts';
import { autoevaluaciones, proyectos } from '../../src/db/schema/proyectos.ts';
import { solicitudes } from '../../src/db/schema/solicitudes.ts';
import { REFERENCIAS_DEMO } from '../../src/db/seed/demo-referencias.ts';
import { seedDemo } from '../../src/db/seed/index.ts';
import { SOLICITUDES_DEMO, seedDemoSolicitudes } from '../../src/db/seed/solicitudes-demo.ts';
import { createSession } from '../../src/domain/identidad/sesiones.ts';
import { createTestApi } from '../runtime/api.ts';
import { createMigratedDb } from '../runtime/plataforma.ts';
import { json } from './helpers.ts';

describe('demo requests seed', () => {
  it('one request per status (PTE twice), the accepted one with its project; idempotent; the API can accept the clean one', async () => {
    const db = await createMigratedDb();
    const now = new Date('2026-03-01T10:00:00Z');
    // seedDemo runs the requests seed; a second run adds nothing.
    await seedDemo(db, now);
    expect(await seedDemoSolicitudes(db, now)).toBe(0);
    const rows = await db
      .select()
      .from(solicitudes)
      .where(
        inArray(
          solicitudes.referencia,
          SOLICITUDES_DEMO.map((s) => s.referencia),
        ),
      );
    expect(rows.map((r) => r.estadoClave).sort()).toEqual(['ACE', 'NO_ACE', 'PTE', 'PTE']);
    const ace = rows.find((r) => r.estadoClave === 'ACE');
    const ps = await db
      .select()
      .from(proyectos)
      .where(eq(proyectos.solicitudId, ace?.id as number));
    expect(ps).toHaveLength(1);
    expect(
      await db
        .select()
        .from(autoevaluaciones)
        .where(eq(autoevaluaciones.proyectoId, ps[0]?.id as number)),
    ).toHaveLength(1);

    const clock = { now: () => new Date(now) };
    const app = createTestApi({ db, clock });
    const [gestor] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'gestor'));
    const { token } = await createSession(db, { usuarioId: gestor?.id as number, clock });
    const headers = { Authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = await json(await app.request('/api/solicitudes?registrosPorPagina=100', { headers }));
    // The demo projects seeds (proyectos-demo.ts, autoevaluaciones-demo.ts) add the accepted requests their projects come from.
    const referencias = REFERENCIAS_DEMO;
    expect(list.NumeroRegistros).toBe(referencias.size);
    expect(list.Registros.find((r: { Estado: { Clave: string } }) => r.Estado.Clave === 'ACE').Proyecto).not.toBeNull();
    const [limpia, conNc] = SOLICITUDES_DEMO.filter((s) => s.estado === 'PTE').map(
      (s) => rows.find((r) => r.referencia === s.referencia)?.id,
    );
    const put = (id: number | undefined, accion: string) =>
      app.request(`/api/solicitudes/${id}/${accion}`, { method: 'PUT', headers, body: '{}' });
    expect((await put(conNc, 'aceptar')).status).toBe(409);
    expect((await put(limpia, 'aceptar')).status).toBe(200);
  });
});
