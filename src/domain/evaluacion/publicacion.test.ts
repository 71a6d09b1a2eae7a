import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDePrueba, resultado } from '../../../tests/fixtures/dominio.ts';
import { autoevaluacionEstandares } from '../../db/schema/autoevaluacion.ts';
import { correos } from '../../db/schema/correo.ts';
import { ficheros } from '../../db/schema/ficheros.ts';
import { perfiles, usuarioPerfiles, usuarios } from '../../db/schema/index.ts';
import { autoevaluaciones, proyectos } from '../../db/schema/proyectos.ts';
import { publicacionApi as t } from '../../i18n/evaluacion-resultado.ts';
import { loadAutoevaluacionBase } from '../autoevaluacion/carga.ts';
import type { DomainContext } from '../context.ts';
import { loadFaltasPublicacion, mensajeFaltas, publicarEvaluacion } from './publicacion.ts';
import { getResultadoEvaluacion } from './resultado.ts';

// Demo project 3 (src/db/seed): its evaluation, record 4 (EVA-INI, CURSO, unpublished), judges
// record 3; jefeevaluacion (JEFE_EVACN) and evaluador (EVAL) are its evaluation team.
const EVALUACION = 4;
const ORIGEN = 'http://acredita.test';

let d: Awaited<ReturnType<typeof demoDePrueba>>;
let jefe: DomainContext;
beforeAll(async () => {
  d = await demoDePrueba();
  jefe = d.ctx(await d.actorDe('jefeevaluacion'));
});

const estandar = (Codigo: string) => ({ Id: 1, Codigo, Descripcion: '', Estado: 'PTE' });

describe('the message naming what stops publishing', () => {
  it('names the open correction round first, then the standards and/or the report', () => {
    const f = { SinEvaluar: [estandar('E1'), estandar('E2')], FaltaInforme: true, RondaAbierta: null, PuedePublicar: false };
    expect(mensajeFaltas({ ...f, RondaAbierta: 2 })).toBe(t.rondaAbierta(2));
    expect(mensajeFaltas(f)).toBe(t.faltanAmbos(['E1', 'E2']));
    expect(mensajeFaltas({ ...f, FaltaInforme: false })).toBe(t.faltanEstandares(['E1', 'E2']));
    expect(mensajeFaltas({ ...f, SinEvaluar: [] })).toBe(t.faltaInforme);
    expect(t.faltanEstandares(['E1'])).toContain('el estándar E1');
  });
});

describe('publishing an evaluation', () => {
  it('is refused to those outside its team (404) and to an evaluator, who only reads (403)', async () => {
    const fuera = d.ctx(await d.actorDe('representante'));
    expect(await resultado(publicarEvaluacion(fuera, EVALUACION, ORIGEN))).toMatch(/^404 /);
    const evaluador = d.ctx(await d.actorDe('evaluador'));
    expect(await resultado(publicarEvaluacion(evaluador, EVALUACION, ORIGEN))).toMatch(/^403 /);
  });

  it('is refused (409) while standards are unjudged or the report is missing, naming them', async () => {
    const a = await loadAutoevaluacionBase(d.db, 'soludable', EVALUACION);
    const faltas = await loadFaltasPublicacion(jefe, a as NonNullable<typeof a>);
    expect(faltas.PuedePublicar).toBe(false);
    expect(await resultado(publicarEvaluacion(jefe, EVALUACION, ORIGEN))).toBe(`409 ${mensajeFaltas(faltas)}`);
    expect((await getResultadoEvaluacion(jefe, EVALUACION)).Resultado.Publicado).toBe(false);
  });

  it('once all is judged and the report attached: fixes the result, moves the project on, tells the centre, once', async () => {
    const a = await loadAutoevaluacionBase(d.db, 'soludable', EVALUACION);
    const base = a as NonNullable<typeof a>;
    // Every applicable standard judged met, and a report attached, straight in the tables.
    for (const e of (await loadFaltasPublicacion(jefe, base)).SinEvaluar) {
      const where = and(eq(autoevaluacionEstandares.autoevaluacionId, EVALUACION), eq(autoevaluacionEstandares.estandarId, e.Id));
      const [fila] = await d.db.select().from(autoevaluacionEstandares).where(where);
      if (fila)
        await d.db.update(autoevaluacionEstandares).set({ estadoClave: 'C', aplica: true, justificacion: 'Cumple' }).where(where);
      else
        await d.db.insert(autoevaluacionEstandares).values({
          autoevaluacionId: EVALUACION,
          estandarId: e.Id,
          estadoClave: 'C',
          aplica: true,
          justificacion: 'Cumple',
          altaFecha: '2026-11-01T00:00:00.000Z',
        });
    }
    const [informe] = await d.db
      .insert(ficheros)
      .values({
        instanciaId: 'soludable',
        nombreFisico: 'informe.pdf',
        claveAlmacen: 'prueba-informe',
        tipoContenido: 'application/pdf',
        bytes: 10,
        tipoClave: 'INF',
        altaFecha: '2026-11-01T00:00:00.000Z',
      })
      .returning({ id: ficheros.id });
    await d.db.update(autoevaluaciones).set({ ficheroInformeId: informe?.id }).where(eq(autoevaluaciones.id, EVALUACION));
    expect((await loadFaltasPublicacion(jefe, base)).PuedePublicar).toBe(true);
    // The centre's team: one representative in the project, the one the mail goes to.
    const [repre] = await d.db.select({ id: perfiles.id }).from(perfiles).where(eq(perfiles.clave, 'REPRE'));
    const [persona] = await d.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.userName, 'representante2'));
    await d.db.insert(usuarioPerfiles).values({
      usuarioId: persona?.id ?? 0,
      perfilId: repre?.id ?? 0,
      proyectoId: base.proyectoId,
      altaFecha: '2026-11-01T00:00:00.000Z',
    });
    const correosAntes = (await d.db.select().from(correos)).length;

    const publicado = await publicarEvaluacion(jefe, EVALUACION, ORIGEN);
    // Every applicable standard met: accredited, at the highest level the process defines.
    expect(publicado.resultado).toBe('ACR');
    expect(publicado.nivel).not.toBeNull();

    const [ev] = await d.db.select().from(autoevaluaciones).where(eq(autoevaluaciones.id, EVALUACION));
    expect(ev).toMatchObject({
      estadoClave: 'FIN',
      resultadoClave: publicado.resultado,
      fechaPublicacion: '2026-11-28',
      fechaFin: '2026-11-28',
      nivelClave: publicado.nivel?.Clave ?? null,
    });
    const [p] = await d.db.select().from(proyectos).where(eq(proyectos.id, base.proyectoId));
    // The finishing phase of the same cycle follows the evaluation.
    expect([p?.faseClave, p?.resultadoClave]).toEqual(['FIN-INI', publicado.resultado]);
    const nuevos = (await d.db.select().from(correos)).slice(correosAntes);
    expect(nuevos.map((c) => [c.para, c.plantilla])).toEqual([['representante2@soludable.demo', 'evaluacion-publicada']]);
    expect(nuevos[0]?.texto).toContain(`${ORIGEN}/evaluacion/${EVALUACION}`);
    const leido = await getResultadoEvaluacion(jefe, EVALUACION);
    expect([leido.Resultado, leido.FechaPublicacion]).toEqual([{ Clave: publicado.resultado, Publicado: true }, '2026-11-28']);
    // A second call publishes nothing more.
    expect(await resultado(publicarEvaluacion(jefe, EVALUACION, ORIGEN))).toMatch(/^409 /);
  });

  it('is only for evaluation records (409 on a self-assessment)', async () => {
    const superadmin = d.ctx(await d.actorDe('superadmin'));
    // Record 1: demo project 1's self-assessment, open.
    expect(await resultado(publicarEvaluacion(superadmin, 1, ORIGEN))).toBe(`409 ${t.noEsEvaluacion}`);
  });
});
