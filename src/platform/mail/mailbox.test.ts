import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIsolatedDb } from '../../db/driver-libsql.ts';
import { migrateLibsql } from '../../db/migrate.ts';
import { enqueueMail } from '../../domain/shared/mail/outbox.ts';
import { devMailboxEnabled, listOutbox, MAILBOX_PAGE_SIZE, readOutboxMail, splitLinks } from './mailbox.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('devMailboxEnabled', () => {
  it('is on only without a Resend key and outside production', () => {
    vi.stubEnv('RESEND_API_KEY', '');
    vi.stubEnv('NODE_ENV', 'development');
    expect(devMailboxEnabled()).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(devMailboxEnabled()).toBe(false);
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('RESEND_API_KEY', 're_123');
    expect(devMailboxEnabled()).toBe(false);
  });
});

describe('listOutbox / readOutboxMail', () => {
  it('pages the instance outbox newest first and reads one mail of that instance only', async () => {
    const db = createIsolatedDb();
    await migrateLibsql(db);
    const contenido = { asunto: 'A', html: '<p>a</p>', texto: 'a' };
    for (let i = 0; i < MAILBOX_PAGE_SIZE + 2; i++) {
      const clock = { now: () => new Date(Date.UTC(2026, 0, 1, 0, i)) };
      await enqueueMail(db, { instanciaId: 'soludable', para: `p${i}@x.es`, plantilla: 't', contenido, clock });
    }
    const other = await enqueueMail(db, {
      instanciaId: 'otra',
      para: 'o@x.es',
      plantilla: 't',
      contenido,
      clock: { now: () => new Date() },
    });
    const first = await listOutbox({ db, instanciaId: 'soludable', pagina: 1 });
    expect(first).toMatchObject({ total: MAILBOX_PAGE_SIZE + 2, paginas: 2 });
    expect(first.rows[0]?.para).toBe(`p${MAILBOX_PAGE_SIZE + 1}@x.es`);
    expect((await listOutbox({ db, instanciaId: 'soludable', pagina: 2 })).rows.map((r) => r.para)).toEqual([
      'p1@x.es',
      'p0@x.es',
    ]);
    expect(await readOutboxMail({ db, instanciaId: 'soludable', id: other })).toBeUndefined();
    expect((await readOutboxMail({ db, instanciaId: 'otra', id: other }))?.para).toBe('o@x.es');
  });
});

describe('splitLinks', () => {
  it('finds http(s) links and leaves trailing punctuation out', () => {
    expect(splitLinks('Abra https://a.example/invitacion/x_Y-1. Gracias')).toEqual([
      { kind: 'text', text: 'Abra ' },
      { kind: 'link', href: 'https://a.example/invitacion/x_Y-1' },
      { kind: 'text', text: '. Gracias' },
    ]);
    expect(splitLinks('sin enlaces')).toEqual([{ kind: 'text', text: 'sin enlaces' }]);
    expect(splitLinks('javascript:alert(1) http://b.example')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) ' },
      { kind: 'link', href: 'http://b.example' },
    ]);
  });
});
