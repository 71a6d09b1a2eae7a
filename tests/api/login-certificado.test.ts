import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AutoridadPrueba,
  cabeceraNginx,
  crearAutoridadPrueba,
  crearCertificadoPersonal,
} from '../../scripts/lib/certificados-prueba.ts';
import { auditoria } from '../../src/db/schema/index.ts';
import { acceso } from '../../src/i18n/acceso.ts';
import { onWorkers } from '../../src/platform/config.ts';
import { fromSocket } from './helpers.ts';
import { createIdentityTestApp, MINUTE } from './login-helpers.ts';

// The certificate sign-in end to end through the API: the certificate host's redirect with a
// ticket (or the failure's code), then the ticket exchanged for the session on the main host.
// On Node the certificate comes in the proxy's header; on Workers in Cloudflare's request.cf.

/** The demo administrator's DNI (src/db/seed/identidad.ts). */
const DNI_ADMIN = '00000001R';
const DAY = 24 * 3600 * 1000;
const PROXY = '127.0.0.1';

let t: Awaited<ReturnType<typeof createIdentityTestApp>>;
beforeAll(async () => {
  t = await createIdentityTestApp();
});

/** Where a GET /api/login/certificado sent the browser: the path and its query. */
function destino(res: Response) {
  expect(res.status).toBe(302);
  const url = new URL(res.headers.get('location') ?? '', 'http://x');
  return { path: url.pathname, ticket: url.searchParams.get('ticket'), error: url.searchParams.get('certificado') };
}

/** A personal certificate valid around the test clock's now unless told otherwise. */
const personal = (autoridad: AutoridadPrueba, o: Parameters<typeof crearCertificadoPersonal>[1] = {}) =>
  crearCertificadoPersonal(autoridad, {
    notBefore: new Date(t.time.now - DAY),
    notAfter: new Date(t.time.now + 365 * DAY),
    ...o,
  });

const canjear = (ticket: string) => t.send('POST', '/api/login/certificado/retorno', { ticket });

const fallosCertificado = () =>
  t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.accion, 'INICIO_SESION_FALLIDO'), like(auditoria.cambios, '%Certificado%')));

describe.skipIf(onWorkers())('certificate sign-in behind a TLS proxy (Node)', () => {
  let ca: AutoridadPrueba;
  let otra: AutoridadPrueba;
  let config: Record<string, string>;
  beforeAll(() => {
    ca = crearAutoridadPrueba('AC de pruebas');
    otra = crearAutoridadPrueba('AC desconocida');
    config = { TRUST_PROXY: '1', CERT_LOGIN_CA_PEM: ca.pem };
  });

  const presentar = (pem: string | null, address = PROXY, vars: Record<string, string> = config) =>
    t.app.request(
      '/api/login/certificado?volver=/usuarios',
      { headers: pem ? { 'X-SSL-Client-Cert': cabeceraNginx(pem) } : {} },
      fromSocket(address, vars),
    );

  it('signs in the demo user whose DNI the certificate holds, through a single-use ticket', async () => {
    const pem = personal(ca, { serialNumber: `IDCES-${DNI_ADMIN}`, nombre: 'AGENCIA RUIZ ALBERTO' });
    const ida = destino(await presentar(pem));
    expect(ida.path).toBe('/loginCertificadoRetorno');
    expect(ida.ticket).toBeTruthy();
    expect((await presentar(pem)).headers.get('set-cookie')).toBeNull();

    const sesion = await canjear(ida.ticket as string);
    expect(sesion.status).toBe(200);
    expect((await sesion.json()).UsuarioId).toBe(await t.usuarioId('admin'));
    expect(sesion.headers.get('set-cookie')).toMatch(/sesion=/);

    const otraVez = await canjear(ida.ticket as string);
    expect(otraVez.status).toBe(401);
    expect((await otraVez.json()).message).toBe(acceso.certificado.errores.reabrir);
  });

  it('refuses a ticket after its two minutes', async () => {
    const pem = personal(ca, { serialNumber: DNI_ADMIN });
    const { ticket } = destino(await presentar(pem));
    t.time.now += 3 * MINUTE;
    expect((await canjear(ticket as string)).status).toBe(401);
    expect((await canjear('inventado')).status).toBe(401);
  });

  it('ignores the header from an address that is not a trusted proxy, or with no TRUST_PROXY', async () => {
    const pem = personal(ca, { serialNumber: DNI_ADMIN });
    expect(destino(await presentar(pem, '203.0.113.9')).error).toBe('sin-certificado');
    expect(destino(await presentar(pem, PROXY, { CERT_LOGIN_CA_PEM: ca.pem })).error).toBe('sin-certificado');
    const listed = { ...config, CERT_LOGIN_PROXIES: '10.0.0.7' };
    expect(destino(await presentar(pem, '10.0.0.7', listed)).path).toBe('/loginCertificadoRetorno');
    expect(destino(await presentar(pem, PROXY, listed)).error).toBe('sin-certificado');
  });

  it('believes this machine without a proxy only in the development mode, and never in production', async () => {
    const pem = personal(ca, { serialNumber: DNI_ADMIN });
    const dev = { CERT_LOGIN_CA_PEM: ca.pem, CERT_LOGIN_DEV: '1' };
    expect(destino(await presentar(pem, '::1', dev)).path).toBe('/loginCertificadoRetorno');
    expect(destino(await presentar(pem, '198.51.100.5', dev)).error).toBe('sin-certificado');
    const production = { ...dev, NODE_ENV: 'production', PUBLIC_URL: 'https://acredita.example' };
    const enProduccion = await t.app.request(
      'https://acredita.example/api/login/certificado',
      { headers: { 'X-SSL-Client-Cert': cabeceraNginx(pem) } },
      fromSocket('::1', production),
    );
    expect(destino(enProduccion).error).toBe('sin-certificado');
  });

  it('sends each failure to /login with its code, which has its Spanish text, and audits it', async () => {
    const before = (await fallosCertificado()).length;
    const caducado = personal(ca, {
      serialNumber: DNI_ADMIN,
      notBefore: new Date(t.time.now - 400 * DAY),
      notAfter: new Date(t.time.now - DAY),
    });
    const cases: Array<[string | null, string]> = [
      [null, 'sin-certificado'],
      [caducado, 'caducado'],
      [personal(otra, { serialNumber: DNI_ADMIN }), 'ca-no-reconocida'],
      [personal(ca, { serialNumber: DNI_ADMIN, uso: 'serverAuth' }), 'uso-no-valido'],
      [personal(ca, { serialNumber: '12345678Z' }), 'sin-usuario'],
    ];
    for (const [pem, code] of cases) {
      const { path, error } = destino(await presentar(pem));
      expect([path, error]).toEqual(['/login', code]);
      expect(acceso.certificado.errores[code as keyof typeof acceso.certificado.errores]).toMatch(/certificado/);
    }
    expect((await fallosCertificado()).length).toBe(before + cases.length);
  });

  it('is not there when no CA bundle is configured', async () => {
    const pem = personal(ca, { serialNumber: DNI_ADMIN });
    expect((await presentar(pem, PROXY, { TRUST_PROXY: '1' })).status).toBe(404);
  });
});

describe.skipIf(!onWorkers())('certificate sign-in through Cloudflare’s mTLS (Workers)', () => {
  const config = { CERT_LOGIN_CLOUDFLARE: '1' };
  const presentar = (tlsClientAuth: Record<string, string> | null, headers: Record<string, string> = {}) =>
    t.app.request(
      new Request('http://localhost/api/login/certificado', {
        headers,
        cf: tlsClientAuth ? { tlsClientAuth } : {},
      } as RequestInit),
      undefined,
      config,
    );

  it('signs in by the subject DN Cloudflare verified, once', async () => {
    const ida = destino(
      await presentar({
        certPresented: '1',
        certVerified: 'SUCCESS',
        certSubjectDN: `CN=ALBERTO,serialNumber=IDCES-${DNI_ADMIN},C=ES`,
      }),
    );
    expect(ida.path).toBe('/loginCertificadoRetorno');
    expect((await canjear(ida.ticket as string)).status).toBe(200);
    expect((await canjear(ida.ticket as string)).status).toBe(401);
  });

  it('answers each failure with its code; a forged proxy header counts for nothing there', async () => {
    expect(destino(await presentar(null, { 'X-SSL-Client-Cert': 'cualquier cosa' })).error).toBe('sin-certificado');
    expect(destino(await presentar({ certPresented: '0', certVerified: 'NONE' })).error).toBe('sin-certificado');
    const dn = `serialNumber=${DNI_ADMIN}`;
    expect(
      destino(await presentar({ certPresented: '1', certVerified: 'FAILED:certificate has expired', certSubjectDN: dn })).error,
    ).toBe('caducado');
    expect(destino(await presentar({ certPresented: '1', certVerified: 'FAILED:unknown ca', certSubjectDN: dn })).error).toBe(
      'ca-no-reconocida',
    );
    expect(
      destino(await presentar({ certPresented: '1', certVerified: 'SUCCESS', certSubjectDN: 'serialNumber=12345678Z' })).error,
    ).toBe('sin-usuario');
  });
});
