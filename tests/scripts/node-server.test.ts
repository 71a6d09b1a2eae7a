import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startNodeServer } from '../../scripts/lib/node-server.ts';
import { clientAddress } from '../../src/api/client-address.ts';

// The Node server hands pages the client's socket as it does the API: the verification page
// counts lookups per address, and a page rendered without the socket counted every visitor in
// one shared bucket ("desconocida").

/** A build whose pages and API answer with the address clientAddress reads from their bindings. */
const direccion = new Hono().all('*', (c) => c.text(clientAddress(c)));
const build: BuiltServer = {
  INTERNAL_runFetch: async (_env, req, bindings) => direccion.fetch(req, bindings as object),
  unstable_serverEntry: {
    scheduled: async () => undefined,
    apiFetch: async (req, env) => direccion.fetch(req, env as object),
    cachedPage: () => null,
    pageFrontDoor: () => null,
  },
};

let dir: string;
let server: ReturnType<typeof startNodeServer>;
let origin: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'acredita-node-server-'));
  await mkdir(join(dir, 'public'));
  server = startNodeServer(build, { port: 0, hostname: '127.0.0.1', distDir: dir });
  await new Promise((r) => server.once('listening', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await rm(dir, { recursive: true, force: true });
});

describe('startNodeServer', () => {
  it.each(['/acreditacion/verificar?csv=X', '/api/publico/verificacion/X'])(
    'gives %s the client socket, so per-address limits count each client',
    async (path) => {
      const res = await fetch(`${origin}${path}`);
      expect(await res.text()).toMatch(/127\.0\.0\.1$/);
    },
  );
});
