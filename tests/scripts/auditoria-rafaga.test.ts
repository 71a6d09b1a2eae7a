import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedDb } from '../../src/db/driver-libsql.ts';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { centros } from '../../src/db/schema/index.ts';
import { sellar } from '../../src/domain/auditoria/cadena.ts';
import { verificarCadena } from '../../src/domain/auditoria/verificacion.ts';

// Killing the server during a burst of writes leaves no change without
// its entry and no entry without its change. Each centre is renamed once, to a name of its
// own, while the server is SIGKILLed once a quarter of the renames are answered; whatever the
// kill interrupted, the database must hold each new name exactly when it holds its entry.

const dir = mkdtempSync(join(tmpdir(), 'auditoria-rafaga-'));
const url = `file:${join(dir, 'rafaga.db')}`;
let server: ChildProcess | null = null;
afterAll(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the API process and resolves with its port once it listens. */
function arrancar(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/scripts/lib/api-server.ts'], {
      env: { ...process.env, DATABASE_URL: url, PORT: '0', NODE_ENV: 'test', FICHEROS_DIR: join(dir, 'ficheros') },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server = child;
    let out = '';
    child.stdout?.on('data', (b: Buffer) => {
      out += b.toString();
      const m = out.match(/LISTO (\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.on('exit', (code) => reject(new Error(`el servidor terminó antes de escuchar (${code})`)));
  });
}

const N = 40;
const cuerpo = (nombre: string) => ({ nombre, codigoPostal: '28001', provinciaId: 28, municipioId: 28079 });

describe('killing the server during a burst of writes', () => {
  it('leaves every committed change with its entry and every entry with its change', async () => {
    const port = await arrancar();
    const base = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@soludable.demo', password: 'Soludable.2026' }),
    });
    expect(login.status).toBe(200);
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    };
    const ids: number[] = [];
    for (let i = 0; i < N; i++) {
      const res = await fetch(`${base}/centros`, { method: 'POST', headers, body: JSON.stringify(cuerpo(`Centro ${i}`)) });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { Id: number }).Id);
    }
    const nuevo = (id: number) => `Ráfaga ${id}`;

    // The burst: every rename at once; the tenth answer triggers the kill, mid-burst.
    const respondidas: number[] = [];
    let matado = false;
    const matar = () => {
      if (matado) return;
      matado = true;
      server?.kill('SIGKILL');
    };
    const peticiones = ids.map(async (id) => {
      try {
        const res = await fetch(`${base}/centros/${id}`, { method: 'PUT', headers, body: JSON.stringify(cuerpo(nuevo(id))) });
        if (res.status === 200) respondidas.push(id);
        if (respondidas.length >= N / 4) matar();
      } catch {
        // Cut off by the kill.
      }
    });
    await Promise.all(peticiones);
    matar();
    await new Promise<void>((resolve) =>
      server?.exitCode !== null || server?.signalCode ? resolve() : server?.on('exit', () => resolve()),
    );
    expect(server?.signalCode).toBe('SIGKILL');

    // The database as the killed process left it.
    const db = createIsolatedDb(url);
    const filas = await db.select({ id: centros.id, nombre: centros.nombre }).from(centros).where(inArray(centros.id, ids));
    const cambiados = new Set(filas.filter((f) => f.nombre === nuevo(f.id)).map((f) => f.id));
    const entradas = await db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'centro'), eq(auditoria.accion, 'MODIFICAR')));
    const conEntrada = new Set<number>();
    for (const e of entradas) {
      const id = Number(e.entidadId);
      // Each entry records the rename it belongs to, before and after.
      expect(JSON.parse(e.cambios ?? '[]')).toEqual([
        { Campo: 'Nombre', Antes: `Centro ${ids.indexOf(id)}`, Despues: nuevo(id) },
      ]);
      expect(conEntrada.has(id), `two entries for centre ${id}`).toBe(false);
      conEntrada.add(id);
    }
    // An answered rename was committed; the rest may or may not have been.
    expect(respondidas.length).toBeGreaterThan(0);
    for (const id of respondidas) expect(cambiados.has(id), `answered rename of ${id} lost`).toBe(true);
    // No change without its entry, no entry without its change.
    expect([...conEntrada].sort((a, b) => a - b)).toEqual([...cambiados].sort((a, b) => a - b));

    // The chain holds; what the kill left unsealed is sealed by the next run of the job.
    expect(await verificarCadena(db, null)).toMatchObject({ ok: true });
    await sellar(db, { now: () => new Date() });
    expect(await verificarCadena(db, null)).toMatchObject({ ok: true, sinSellar: 0 });
    console.log(`ráfaga: ${N} renombrados enviados, ${respondidas.length} respondidos, ${cambiados.size} en la base`);
  }, 240_000);
});
