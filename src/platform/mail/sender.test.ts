import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { correos } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { enqueueMail } from '../../domain/shared/mail/outbox.ts';
import { DEFAULT_FROM, deliverPending, MAX_ATTEMPTS, type MailSender, nextAttemptAt, resendSender } from './sender.ts';

let db: Db;
let now: Date;
const clock = { now: () => now };
const contenido = { asunto: 'Asunto', html: '<p>Hola</p>', texto: 'Hola' };

const row = async (id: number) => (await db.select().from(correos).where(eq(correos.id, id)))[0];
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeEach(async () => {
  db = createIsolatedDb();
  await migrateLibsql(db);
  now = new Date('2026-11-22T10:00:00Z');
  vi.unstubAllEnvs();
  vi.stubEnv('RESEND_API_KEY', '');
});

describe('deliverPending', () => {
  it('without a key and no injected sender sends nothing: the mail stays PTE', async () => {
    const id = await enqueueMail(db, { instanciaId: 'soludable', para: 'A@B.es', plantilla: 'prueba', contenido, clock });
    const result = await deliverPending({ db, clock, env: {} });
    expect(result).toEqual({ enviados: 0, fallidos: 0, sinProveedor: true });
    expect(await row(id)).toMatchObject({ estado: 'PTE', intentos: 0, para: 'a@b.es' });
  });

  it('sends due mails and records ENV, the send time and the provider id', async () => {
    const id = await enqueueMail(db, { instanciaId: 'soludable', para: 'a@b.es', plantilla: 'prueba', contenido, clock });
    const send = vi.fn<MailSender>(async () => ({ id: 'prov-1' }));
    const result = await deliverPending({ db, clock, env: { RESEND_FROM: 'Pruebas <p@x.es>' }, send });
    expect(result).toMatchObject({ enviados: 1, fallidos: 0 });
    expect(send).toHaveBeenCalledWith({
      from: 'Pruebas <p@x.es>',
      to: 'a@b.es',
      subject: 'Asunto',
      html: '<p>Hola</p>',
      text: 'Hola',
      idempotencyKey: `correo-soludable-${id}`,
    });
    expect(await row(id)).toMatchObject({
      estado: 'ENV',
      enviadoEn: now.toISOString(),
      idProveedor: 'prov-1',
      ultimoError: null,
    });
    // Sent once: a second run finds nothing to do.
    await deliverPending({ db, clock, send });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('uses the default sender address', async () => {
    await enqueueMail(db, { instanciaId: 'soludable', para: 'a@b.es', plantilla: 'prueba', contenido, clock });
    const send = vi.fn<MailSender>(async () => ({ id: 'x' }));
    await deliverPending({ db, clock, send });
    expect(send.mock.calls[0]?.[0].from).toBe(DEFAULT_FROM);
  });

  it('backs off 1, 5, 30 min, 2 h, 12 h and gives up (ERR) after the 6th failure', async () => {
    const id = await enqueueMail(db, { instanciaId: 'soludable', para: 'a@b.es', plantilla: 'prueba', contenido, clock });
    const send = vi.fn<MailSender>(async () => {
      throw new Error('503 Servicio no disponible\n(reintente)');
    });
    const expectedDelaysMin = [1, 5, 30, 120, 720];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await deliverPending({ db, clock, send });
      const r = await row(id);
      expect(r).toMatchObject({ estado: 'PTE', intentos: attempt, ultimoError: '503 Servicio no disponible (reintente)' });
      const delay = expectedDelaysMin[attempt - 1] as number;
      expect(r?.proximoIntento).toBe(new Date(now.getTime() + delay * 60_000).toISOString());
      // Not due yet: a run one second early does not retry.
      advance(delay * 60_000 - 1000);
      await deliverPending({ db, clock, send });
      expect(send).toHaveBeenCalledTimes(attempt);
      advance(1000);
    }
    await deliverPending({ db, clock, send });
    expect(send).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(await row(id)).toMatchObject({ estado: 'ERR', intentos: 6, proximoIntento: null });
    advance(48 * 3600_000);
    await deliverPending({ db, clock, send });
    expect(send).toHaveBeenCalledTimes(6);
  });

  it('a failure of one mail does not stop the others, and a later retry can succeed', async () => {
    const bad = await enqueueMail(db, { instanciaId: 'soludable', para: 'mal@b.es', plantilla: 'p', contenido, clock });
    const good = await enqueueMail(db, { instanciaId: 'soludable', para: 'bien@b.es', plantilla: 'p', contenido, clock });
    let fail = true;
    const send: MailSender = async (m) => {
      if (m.to === 'mal@b.es' && fail) throw new Error('rechazado');
      return { id: `id-${m.to}` };
    };
    expect(await deliverPending({ db, clock, send })).toMatchObject({ enviados: 1, fallidos: 1 });
    expect((await row(good))?.estado).toBe('ENV');
    fail = false;
    advance(60_000);
    expect(await deliverPending({ db, clock, send })).toMatchObject({ enviados: 1, fallidos: 0 });
    expect(await row(bad)).toMatchObject({ estado: 'ENV', intentos: 1, ultimoError: null, idProveedor: 'id-mal@b.es' });
  });

  it('two overlapping runs send each mail once (the row is claimed first)', async () => {
    await enqueueMail(db, { instanciaId: 'soludable', para: 'a@b.es', plantilla: 'p', contenido, clock });
    let calls = 0;
    const send: MailSender = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return { id: 'x' };
    };
    await Promise.all([deliverPending({ db, clock, send }), deliverPending({ db, clock, send })]);
    expect(calls).toBe(1);
  });

  it('leaves mails that are not yet due', async () => {
    const id = await enqueueMail(db, { instanciaId: 'soludable', para: 'a@b.es', plantilla: 'p', contenido, clock });
    await db.update(correos).set({ proximoIntento: '2026-11-22T11:00:00.000Z' }).where(eq(correos.id, id));
    const send = vi.fn<MailSender>(async () => ({ id: 'x' }));
    await deliverPending({ db, clock, send });
    expect(send).not.toHaveBeenCalled();
  });
});

describe('nextAttemptAt', () => {
  it('follows the schedule and ends after six attempts', () => {
    const t0 = new Date('2026-01-01T00:00:00Z');
    expect(nextAttemptAt(1, t0)).toBe('2026-01-01T00:01:00.000Z');
    expect(nextAttemptAt(4, t0)).toBe('2026-01-01T02:00:00.000Z');
    expect(nextAttemptAt(5, t0)).toBe('2026-01-01T12:00:00.000Z');
    expect(nextAttemptAt(6, t0)).toBeNull();
  });
});

describe('resendSender (the Resend adapter, over a stubbed fetch)', () => {
  const mail = {
    from: DEFAULT_FROM,
    to: 'a@b.es',
    subject: 'S',
    html: '<p>h</p>',
    text: 't',
    idempotencyKey: 'correo-soludable-7',
  };

  it('posts the mail with the key and the idempotency key, and returns the provider id', async () => {
    const fetchMock = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      Response.json({ id: 'e-123' }, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      expect(await resendSender('re_prueba')(mail)).toEqual({ id: 'e-123' });
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(String(url)).toMatch(/\/emails$/);
      const headers = new Headers(init.headers);
      expect(headers.get('authorization')).toBe('Bearer re_prueba');
      expect(headers.get('idempotency-key')).toBe('correo-soludable-7');
      expect(JSON.parse(String(init.body))).toMatchObject({
        from: DEFAULT_FROM,
        to: 'a@b.es',
        subject: 'S',
        html: '<p>h</p>',
        text: 't',
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('turns an error reply into a rejection that deliverPending records', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ name: 'validation_error', message: 'Invalid `to` field', statusCode: 422 }, { status: 422 }),
    );
    try {
      await expect(resendSender('re_prueba')(mail)).rejects.toThrow(/Invalid `to` field/);
      const id = await enqueueMail(db, { instanciaId: 'soludable', para: 'x', plantilla: 'p', contenido, clock });
      await deliverPending({ db, clock, env: { RESEND_API_KEY: 're_prueba' } });
      expect(await row(id)).toMatchObject({ estado: 'PTE', intentos: 1 });
      expect((await row(id))?.ultimoError).toContain('Invalid `to` field');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
