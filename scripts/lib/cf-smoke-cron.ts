/**
 * The cron on the Worker (part of scripts/cf-smoke.ts): every registered job runs from the
 * `scheduled` handler against D1 and R2, and firing it twice changes nothing the second time.
 * The fixtures go into the seeded D1 before the Worker starts; the checks read D1 back.
 */
import { hashToken } from '../../src/domain/identidad/tokens.ts';
// The list the Worker's cron runs (jobs.ts registers every job on import).
import '../../src/platform/jobs/jobs.ts';
import { registeredJobs } from '../../src/platform/jobs/registry.ts';
import { BATCH as LOTE_CORREOS } from '../../src/platform/mail/sender.ts';
import { assert, type Checks } from './checks.ts';

export const PENDING_TOKEN = 'smoke-invitacion-pendiente-0123456789abcdefghij';
export const EXPIRED_TOKEN = 'smoke-invitacion-caducada-0123456789abcdefghijk';

const invitationSql = (id: number, token: string, email: string, expiraEn: string) =>
  `INSERT INTO invitaciones (id, instancia_id, token_hash, direccion_email, perfil_id, proyecto_id, incluir_remitente, estado, expira_en, alta_fecha)
   VALUES (${id}, 'soludable', '${hashToken(token)}', '${email}', 2, 3, 0, 'PTE', '${expiraEn}', '2026-01-01T00:00:00.000Z');`;

/**
 * Run on the seeded D1 (its audit log emptied first) before anything else writes an audit entry:
 * - two invitations: one past its 48 h (the cron expires it), one pending (accepted through the API);
 * - the demo's pending accreditation past its validity (turns CAD) and the one in force 20 days
 *   from its end (one 30-day renewal reminder);
 * - the first audit entry dated 2019: past the 5-year retention, archived to R2 by the cron.
 */
export const CRON_FIXTURES_SQL = [
  // The demo seed goes through the product's audited use cases, so the seeded log has entries
  // already; in this throw-away D1 they go, and the 2019 entry below is the log's first.
  'DELETE FROM auditoria;',
  invitationSql(9001, PENDING_TOKEN, 'smoke@centro.es', '2999-01-01T00:00:00.000Z'),
  invitationSql(9002, EXPIRED_TOKEN, 'tarde@centro.es', '2026-01-03T00:00:00.000Z'),
  "UPDATE acreditaciones SET fecha_vigencia = date('now', '-1 day') WHERE codigo = 'ACR-DEMO-PENDIENTE';",
  "UPDATE acreditaciones SET fecha_vigencia = date('now', '+20 day') WHERE codigo = 'ACR-DEMO-VIGENTE';",
  `INSERT INTO auditoria (instancia_id, fecha, usuario_id, usuario_nombre, accion, entidad, entidad_id)
   VALUES ('soludable', '2019-01-15T10:00:00.000Z', 0, 'humo', 'MODIFICAR', 'instancia', 'soludable');`,
].join('\n');

/** What the checks compare between the two ticks. */
const ESTADO_SQL = [
  'SELECT estado FROM invitaciones WHERE id = 9002',
  "SELECT estado_clave AS estado, id FROM acreditaciones WHERE codigo = 'ACR-DEMO-PENDIENTE'",
  `SELECT count(*) AS n FROM auditoria WHERE entidad = 'acreditacion' AND cambios LIKE '%"Despues":"CAD"%'
     AND entidad_id = (SELECT CAST(id AS TEXT) FROM acreditaciones WHERE codigo = 'ACR-DEMO-PENDIENTE')`,
  "SELECT count(*) AS n FROM acreditacion_avisos WHERE acreditacion_id = (SELECT id FROM acreditaciones WHERE codigo = 'ACR-DEMO-VIGENTE')",
  // A mail is one person, subject and moment: the demo legitimately writes the same subject to the
  // same person twice (two correction rounds of one project, each on its day).
  "SELECT count(*) AS n, count(DISTINCT para || '|' || asunto || '|' || creado_en) AS distintos, max(intentos) AS max_intentos, sum(intentos) AS intentos FROM correos",
  "SELECT count(*) AS n FROM correos WHERE plantilla LIKE '%acreditacion%'",
  "SELECT count(*) AS archivos, sum(numero) AS entradas FROM auditoria_archivos WHERE mes = '2019-01'",
  "SELECT count(*) AS n FROM auditoria WHERE fecha < '2020-01-01'",
  'SELECT tarea, resultado, detalle, ejecuciones FROM ejecuciones_programadas',
].join(';\n');

type Rows = Array<Record<string, unknown>>;

export async function cronChecks(checks: Checks, base: string, d1Query: (sql: string) => Rows[]) {
  const jobs = registeredJobs().map((j) => j.nombre);
  const total = async () =>
    ((await (await fetch(`${base}/api/salud`)).json()) as { tareasProgramadas: { ejecuciones: number } }).tareasProgramadas
      .ejecuciones;
  /** Fires the cron and waits until every job has recorded its run `n`. */
  const tick = async (n: number) => {
    const fired = await fetch(`${base}/__scheduled?cron=*/5+*+*+*+*`);
    assert(fired.ok, `__scheduled ${fired.status}`);
    for (let i = 0; i < 120 && (await total()) < n * jobs.length; i++) await new Promise((r) => setTimeout(r, 250));
    assert((await total()) >= n * jobs.length, `ejecuciones ${await total()} de ${n * jobs.length}`);
    return d1Query(ESTADO_SQL);
  };

  let primera: Rows[] = [];
  let segunda: Rows[] = [];
  await checks.check(`el cron ejecuta en D1 las ${jobs.length} tareas registradas, sin error, dos veces`, async () => {
    primera = await tick(1);
    segunda = await tick(2);
    const ejecuciones = new Map((segunda[8] ?? []).map((r) => [r.tarea, r]));
    for (const nombre of jobs) {
      const r = ejecuciones.get(nombre);
      assert(r, `${nombre}: no se ejecutó`);
      assert(r.resultado === 'ok', `${nombre}: ${r.resultado} ${String(r.detalle)}`);
      assert(r.ejecuciones === 2, `${nombre}: ${r.ejecuciones} ejecuciones`);
    }
  });
  const fila = (rows: Rows[], i: number) => rows[i]?.[0] ?? {};

  await checks.check('la invitación de más de 48 h caduca (CAD) y su enlace da 410', async () => {
    assert(fila(segunda, 0).estado === 'CAD', `estado ${String(fila(segunda, 0).estado)}`);
    const res = await fetch(`${base}/api/invitaciones/${EXPIRED_TOKEN}`);
    assert(res.status === 410, `GET del enlace caducado: ${res.status}`);
  });
  await checks.check('la acreditación vencida pasa a CAD una sola vez (una entrada de auditoría)', async () => {
    assert(fila(primera, 1).estado === 'CAD', `estado ${String(fila(primera, 1).estado)}`);
    assert(fila(segunda, 2).n === 1, `${String(fila(segunda, 2).n)} entradas de caducidad`);
  });
  await checks.check('el aviso de renovación a 30 días se registra una vez y sus correos no se repiten', async () => {
    assert(fila(primera, 3).n === 1 && fila(segunda, 3).n === 1, `avisos ${fila(primera, 3).n} → ${fila(segunda, 3).n}`);
    assert((fila(primera, 5).n as number) > 0, 'el aviso no puso correos en la bandeja');
    assert(fila(primera, 5).n === fila(segunda, 5).n, `correos del aviso ${fila(primera, 5).n} → ${fila(segunda, 5).n}`);
  });
  await checks.check('bandeja de salida: cada correo se intenta una vez y no se duplica (reintento tras la espera)', async () => {
    const [a, b] = [fila(primera, 4), fila(segunda, 4)];
    assert(a.n === b.n && b.n === b.distintos, `correos ${a.n} → ${b.n}, distintos ${b.distintos}`);
    // The Worker has a RESEND_API_KEY that cannot send: each due mail fails once and waits its
    // backoff. A run tries at most one batch: the second run tries only mails the first did not
    // reach, and none when the first did not fill its batch.
    const [ia, ib] = [a.intentos as number, b.intentos as number];
    const bien = b.max_intentos === 1 && ia <= LOTE_CORREOS && ib - ia <= LOTE_CORREOS && (ia === LOTE_CORREOS || ib === ia);
    assert(bien, `intentos ${ia} → ${ib} (lote ${LOTE_CORREOS}), máx. ${b.max_intentos}`);
  });
  await checks.check('la retención archiva en R2 la auditoría de 2019 una sola vez', async () => {
    assert(fila(primera, 6).archivos === 1 && fila(primera, 6).entradas === 1, JSON.stringify(fila(primera, 6)));
    assert(fila(segunda, 6).archivos === 1, `archivos ${String(fila(segunda, 6).archivos)}`);
    assert(fila(segunda, 7).n === 0, `${String(fila(segunda, 7).n)} entradas de 2019 en la tabla`);
  });
}
