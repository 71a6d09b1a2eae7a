import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { perfiles, perfilPermisos, usuarioPerfiles, usuarios } from '../../src/db/schema/index.ts';
import { seedDemo } from '../../src/db/seed/index.ts';
import type { Db } from '../../src/db/types.ts';
import { getAreaAutoevaluacion } from '../../src/domain/autoevaluacion/area.ts';
import type { DomainContext } from '../../src/domain/context.ts';
import { getAreaEvaluacion } from '../../src/domain/evaluacion/area.ts';
import { actorDe } from '../../src/domain/identidad/actor.ts';
import { identidadDe } from '../../src/domain/identidad/identidad.ts';
import { getInstanciaCached } from '../../src/domain/instancias.ts';
import { getEnlaceArea, listEnlacesArea } from '../../src/domain/mis-proyectos/enlace-area.ts';
import { listMisProyectos } from '../../src/domain/mis-proyectos/mios.ts';
import { MemoPeticion } from '../../src/domain/shared/memo-peticion.ts';
import { proyectosConAutoevaluacion } from '../fixtures/proyectos.ts';
import { createSeededDb } from '../runtime/plataforma.ts';

// Every link into an area (the /autoevaluacion chooser's cards and its one-project entry, the
// areas' project switcher, the notices) goes through the areas' own gate (getEnlaceArea, or
// listEnlacesArea for a page of them): never a link its page refuses, and "Consultar … (solo
// lectura)" where the user's profiles let them read the record in its phase but change
// nothing. What each demo role sees is written out by hand below.

const AHORA = new Date('2026-03-02T10:00:00Z');
let db: Db;
let contar = false;
let sentencias = 0;

beforeAll(async () => {
  db = await createSeededDb(`demo ${AHORA.toISOString()}`, (d) => seedDemo(d, AHORA), {
    logger: { logQuery: () => void (contar && sentencias++) },
  });
}, 180_000);

/** A fresh request's context for demo user `userName` (nothing kept from an earlier one; `memo`: a page's request). */
async function contexto(userName: string, opts: { memo?: boolean } = {}): Promise<DomainContext> {
  const [u] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, userName));
  const identidad = await identidadDe(db, u?.id ?? 0, Date.now());
  if (!identidad) throw new Error(`no demo user ${userName}`);
  return {
    db,
    actor: actorDe(identidad),
    instancia: await getInstanciaCached(db, 'soludable'),
    clock: { now: () => AHORA },
    ...(opts.memo ? { memo: new MemoPeticion() } : {}),
  };
}

/** The statements `leer` runs. */
async function contadas<T>(leer: () => Promise<T>): Promise<{ valor: T; sentencias: number }> {
  sentencias = 0;
  contar = true;
  try {
    return { valor: await leer(), sentencias };
  } finally {
    contar = false;
  }
}

/**
 * Each project of the user's chooser: "<area> abrir" (they work there), "<area> consultar"
 * (read-only), "sin acceso" (no link: the area refuses them), "sin autoevaluación". Also
 * checks the link's id is the project's current record and that the area's page loader lets
 * the user in exactly when a link is offered.
 */
async function loQueVe(userName: string): Promise<Record<string, string>> {
  const ctx = await contexto(userName);
  const page = await listMisProyectos(ctx, {
    query: { pagina: 1, registrosPorPagina: 100, campos: ['Id', 'Codigo', 'Autoevaluacion'] },
  });
  const visto: Record<string, string> = {};
  // The page's batch (a request's memo, as pages have) answers as the gate asked one by one.
  const enLote = await listEnlacesArea(
    await contexto(userName, { memo: true }),
    page.records.map((p) => p.Autoevaluacion),
  );
  for (const [i, p] of page.records.entries()) {
    const a = p.Autoevaluacion;
    if (!a) {
      visto[p.Codigo as string] = 'sin autoevaluación';
      expect(enLote[i]).toBeNull();
      continue;
    }
    const enlace = await getEnlaceArea(ctx, a);
    expect(enLote[i], `${userName} ${p.Codigo}: batch = one by one`).toEqual(enlace);
    const area = a.Fase.TipoClave === 'EVA' ? 'evaluacion' : 'autoevaluacion';
    const pagina = await contexto(userName);
    const entra = await (area === 'evaluacion' ? getAreaEvaluacion(pagina, a.Id) : getAreaAutoevaluacion(pagina, a.Id)).then(
      () => true,
      () => false,
    );
    expect(entra, `${userName} ${p.Codigo}: link offered ⇔ the area lets in`).toBe(enlace !== null);
    if (enlace) expect(enlace.ir).toBe(`/${area}/${a.Id}`);
    visto[p.Codigo as string] = enlace ? `${area} ${enlace.soloLectura ? 'consultar' : 'abrir'}` : 'sin acceso';
  }
  return visto;
}

describe('the project chooser offers each role only the links it may open, labelled by what it may do', () => {
  it('staff without projects of their own hold none (the entry ends their session)', async () => {
    for (const quien of ['superadmin', 'admin', 'gestor', 'tutor']) expect(await loQueVe(quien), quien).toEqual({});
  });

  it("the centre's team works on its self-assessment", async () => {
    expect(await loQueVe('representante')).toEqual({ 'PRY-2026-0001': 'autoevaluacion abrir' });
    expect(await loQueVe('representante2')).toEqual({ 'PRY-2026-0002': 'autoevaluacion abrir' });
    expect(await loQueVe('representante3')).toEqual({ 'PRY-2026-0005': 'autoevaluacion abrir' });
    expect(await loQueVe('autoevaluador')).toEqual({ 'PRY-2026-0001': 'autoevaluacion abrir' });
  });

  it('the evaluation team works on evaluations in progress, and only reads published ones and the follow-up self-assessment', async () => {
    const evaluacionDemo = {
      'PRY-2026-0003': 'evaluacion abrir',
      'PRY-2026-0004': 'evaluacion consultar',
      'PRY-2026-0009': 'evaluacion consultar',
      // Staying on the project after publication, she reads the centre's follow-up self-assessment.
      'PRY-2026-0010': 'autoevaluacion consultar',
      'PRY-2026-0011': 'evaluacion consultar',
      'PRY-2026-0012': 'evaluacion consultar',
      'PRY-2026-0013': 'evaluacion abrir',
      'PRY-2026-0014': 'evaluacion abrir',
      'PRY-2026-0015': 'evaluacion abrir',
    };
    expect(await loQueVe('jefeevaluacion')).toEqual(evaluacionDemo);
    expect(await loQueVe('evaluador')).toEqual(evaluacionDemo);
  });

  it('offers no link where the area refuses: an evaluator whose profile lost the area key (AE)', async () => {
    const eval_ = db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.clave, 'EVAL'));
    const quitadas = await db
      .delete(perfilPermisos)
      .where(and(inArray(perfilPermisos.perfilId, eval_), eq(perfilPermisos.permisoClave, 'AE')))
      .returning();
    expect(quitadas.length).toBeGreaterThan(0);
    try {
      const visto = await loQueVe('evaluador');
      expect(Object.keys(visto)).toHaveLength(9);
      expect(new Set(Object.values(visto))).toEqual(new Set(['sin acceso']));
      // Her head of evaluation keeps hers.
      expect((await loQueVe('jefeevaluacion'))['PRY-2026-0003']).toBe('evaluacion abrir');
    } finally {
      await db.insert(perfilPermisos).values(quitadas);
    }
  });

  it("offers no link where the area refuses the only project's user: the entry shows the chooser instead of redirecting", async () => {
    const repre = db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.clave, 'REPRE'));
    const quitadas = await db
      .delete(perfilPermisos)
      .where(and(inArray(perfilPermisos.perfilId, repre), eq(perfilPermisos.permisoClave, 'AE')))
      .returning();
    expect(quitadas.length).toBeGreaterThan(0);
    try {
      expect(await loQueVe('representante')).toEqual({ 'PRY-2026-0001': 'sin acceso' });
    } finally {
      await db.insert(perfilPermisos).values(quitadas);
    }
  });
});

describe('a page of links costs the same few statements however many projects it links', () => {
  it('the batch reads the gates of her demo projects, and of twice as many, in the same statements', async () => {
    const leer = async () => {
      const ctx = await contexto('jefeevaluacion', { memo: true });
      const page = await listMisProyectos(ctx, {
        query: { pagina: 1, registrosPorPagina: 100, campos: ['Id', 'Autoevaluacion'] },
      });
      const registros = page.records.map((p) => p.Autoevaluacion);
      const lote = await contadas(() => listEnlacesArea(ctx, registros));
      const unoAUno = await contadas(async () => {
        const c = await contexto('jefeevaluacion', { memo: true });
        for (const a of registros) if (a) await getEnlaceArea(c, a);
      });
      return {
        proyectos: page.total,
        enlaces: lote.valor.filter(Boolean).length,
        lote: lote.sentencias,
        unoAUno: unoAUno.sentencias,
      };
    };
    const demo = await leer();
    expect(demo.proyectos).toBe(9);
    expect(demo.enlaces).toBe(9);
    // The records, her standing in their projects, their open rounds, their cycles' published evaluations.
    expect(demo.lote).toBeLessThanOrEqual(4);
    expect(demo.unoAUno).toBeGreaterThan(2 * demo.proyectos);
    // She becomes head of evaluation of every other demo project with a record.
    const [jefe] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'jefeevaluacion'));
    const [perfil] = await db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.clave, 'JEFE_EVACN'));
    const suyos = (
      await db
        .select({ p: usuarioPerfiles.proyectoId })
        .from(usuarioPerfiles)
        .where(eq(usuarioPerfiles.usuarioId, jefe?.id as number))
    ).map((r) => r.p);
    const otros = (await proyectosConAutoevaluacion(db)).filter((id) => !suyos.includes(id));
    expect(otros.length).toBeGreaterThanOrEqual(5);
    const dados = await db
      .insert(usuarioPerfiles)
      .values(
        otros.map((proyectoId) => ({
          usuarioId: jefe?.id as number,
          perfilId: perfil?.id as number,
          proyectoId,
          altaFecha: AHORA.toISOString(),
        })),
      )
      .returning({ id: usuarioPerfiles.id });
    try {
      const muchos = await leer();
      expect(muchos.proyectos).toBe(demo.proyectos + otros.length);
      expect(muchos.lote).toBe(demo.lote);
      expect(muchos.unoAUno).toBeGreaterThan(demo.unoAUno);
    } finally {
      await db.delete(usuarioPerfiles).where(
        inArray(
          usuarioPerfiles.id,
          dados.map((d) => d.id),
        ),
      );
    }
  }, 120_000);
});
