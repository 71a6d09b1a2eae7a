import { writeFileSync } from 'node:fs';
import { cabeceraNginx, crearAutoridadPrueba, crearCertificadoPersonal } from '../../scripts/lib/certificados-prueba.ts';
import { acceso } from '../../src/i18n/acceso.ts';
import { expectSignedIn, SIGN_IN_WAIT, sessionCookie } from './auth-helpers.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

// The certificate sign-in in the browser. The server (playwright.config.ts) trusts the CA in
// data/e2e-ca-login.pem, written here at run time, and believes the certificate header from this
// machine as its one proxy (TRUST_PROXY=1): the test adds the header the proxy would.

const CA_FILE = 'data/e2e-ca-login.pem';
/** The demo administrator's DNI (src/db/seed/identidad.ts). */
const DNI_ADMIN = '00000001R';
const errores = acceso.certificado.errores;

test.describe('certificate sign-in', () => {
  // One worker writes the CA file and uses its CA: another worker's would overwrite it.
  test.describe.configure({ mode: 'serial' });
  const ca = crearAutoridadPrueba('AC de pruebas e2e');
  test.beforeAll(() => writeFileSync(CA_FILE, ca.pem));

  test('a test CA’s certificate for the demo administrator’s DNI signs him in, back on the main host', async ({ page }) => {
    await page.setExtraHTTPHeaders({
      'X-SSL-Client-Cert': cabeceraNginx(crearCertificadoPersonal(ca, { serialNumber: `IDCES-${DNI_ADMIN}` })),
    });
    await gotoHydrated(page, '/loginCertificado');
    await page.getByRole('link', { name: 'Identificarse con el certificado' }).click();
    await expect(page).not.toHaveURL(/loginCertificadoRetorno|\/login/, { timeout: SIGN_IN_WAIT });
    await expectSignedIn(page);
  });

  test.describe(() => {
    // A used ticket answers 401, which Chromium reports as a failed resource load.
    test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

    test('each failure comes back to /login with its Spanish text', async ({ page }) => {
      const otra = crearAutoridadPrueba('AC desconocida');
      await page.setExtraHTTPHeaders({
        'X-SSL-Client-Cert': cabeceraNginx(crearCertificadoPersonal(otra, { serialNumber: DNI_ADMIN })),
      });
      await gotoHydrated(page, '/loginCertificado');
      await page.getByRole('link', { name: 'Identificarse con el certificado' }).click();
      await expect(page).toHaveURL(/\/login\?certificado=ca-no-reconocida/);
      await expect(page.getByRole('main')).toContainText(errores['ca-no-reconocida']);

      await page.setExtraHTTPHeaders({});
      await page.goto('/api/login/certificado');
      await expect(page).toHaveURL(/\/login\?certificado=sin-certificado/);
      await expect(page.getByRole('main')).toContainText(errores['sin-certificado']);

      await page.goto('/loginCertificadoRetorno?ticket=usado-o-inventado');
      await expect(page).toHaveURL(/\/login\?certificado=reabrir/, { timeout: SIGN_IN_WAIT });
      await expect(page.getByRole('main')).toContainText(errores.reabrir);
      expect(await sessionCookie(page)).toBeUndefined();
    });
  });
});
