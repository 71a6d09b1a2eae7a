/**
 * The README's demo walkthrough against the Worker, over HTTP as a browser makes it (session
 * cookie, same-origin fetches): a demo representative submits a request through the wizard's
 * call with a file (stored on R2), staff completes and accepts it, the file comes back byte for
 * byte; an administrator made by `admin:crear --d1 local` signs in. Part of scripts/cf-smoke.ts.
 */
import { DEMO_PASSWORD } from '../../src/db/seed/identidad.ts';
import { assert, type Checks } from './checks.ts';

/** A small but real PDF (the server sniffs the bytes), with a marker so a mixed-up file shows. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n% humo-worker\n%%EOF\n',
);

type Json = Record<string, unknown>;

/** A signed-in browser: the session cookie from /api/login on every same-origin call. */
async function browserSession(base: string, username: string, password: string) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Instancia': 'soludable', 'Sec-Fetch-Site': 'same-origin' },
    body: JSON.stringify({ username, password }),
  });
  assert(res.status === 200, `login de ${username}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('sesion='));
  assert(cookie, `login de ${username}: sin cookie de sesión`);
  return (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { Cookie: cookie, 'X-Instancia': 'soludable', 'Sec-Fetch-Site': 'same-origin', ...init.headers },
    });
}

const body = async (res: Response) => (await res.json()) as Json;

export async function recorridoDemo(checks: Checks, base: string, admin: { email: string; password: string }) {
  let solicitudId = 0;
  let ficheroId = 0;

  await checks.check('el manual de la demo se ve en /manual/publico/1 (datos de la demo en D1)', async () => {
    const res = await fetch(`${base}/manual/publico/1`);
    const html = await res.text();
    assert(res.status === 200, `estado ${res.status}`);
    assert(/<h1[^>]*>Manual de acreditación Soludable/.test(html), 'falta el título del manual');
  });

  await checks.check('representante@soludable.demo envía una solicitud con su memoria (fichero a R2)', async () => {
    const repre = await browserSession(base, 'representante@soludable.demo', DEMO_PASSWORD);
    const abiertos = await body(await repre('/api/procesosAbiertos'));
    const proceso = (abiertos.Registros as Json[]).find((p) => p.Codigo === 'SOL-2026');
    assert(proceso, 'SOL-2026 no está abierto');
    const ambito = (proceso.Ambitos as Json[]).find((a) => a.Nombre === 'Turismo y ocio');
    const perfiles = proceso.Perfiles as Array<{ Id: number; RequiereDatos: boolean }>;
    assert(ambito && perfiles.length > 0, JSON.stringify(proceso).slice(0, 300));
    const solicitud = {
      procesoId: proceso.Id,
      aceptaCondiciones: true,
      nica: [3, 41],
      nombre: 'Hotel Humo del Worker',
      cif: 'B12345674',
      direccion: 'Paseo Marítimo 5',
      codigoPostal: '28001',
      provinciaId: 28,
      municipioId: 28079,
      ambitoId: ambito.Id,
      fechaInicio: '01/04/2026',
      matricula: 'M-2026-1',
      perfiles: perfiles.map((p, i) => ({
        perfilId: p.Id,
        nombre: ['Ana', 'Luis'][i % 2],
        apellido1: 'López',
        sexoId: 2,
        cargo: 'Directora',
        ...(p.RequiereDatos
          ? {
              tipoDocumentoIdentidadClave: 'DNI',
              documentoIdentidad: '12345678Z',
              direccionEmail: 'ana.lopez@example.es',
              telefono: '612345678',
            }
          : {}),
      })),
    };
    const form = new FormData();
    form.set('solicitud', JSON.stringify(solicitud));
    form.set('tipoClave[0]', 'MEM');
    form.set('nombreFisico[0]', 'memoria.pdf');
    form.set('contenidoBinario[0]', new File([PDF], 'memoria.pdf', { type: 'application/pdf' }));
    const res = await repre('/api/solicitudes', { method: 'POST', body: form });
    const reply = await body(res);
    assert(res.status === 201, `POST /api/solicitudes ${res.status} ${JSON.stringify(reply)}`);
    solicitudId = reply.Id as number;
    assert(/^SOL-2026-\d+$/.test(String(reply.Referencia)), `referencia ${reply.Referencia}`);
  });

  await checks.check('gestor@soludable.demo asigna tutor y administrativo y acepta la solicitud (proyecto creado)', async () => {
    assert(solicitudId, 'no hay solicitud');
    const gestor = await browserSession(base, 'gestor@soludable.demo', DEMO_PASSWORD);
    const primero = async (perfilClave: string) =>
      ((await body(await gestor(`/api/solicitudes/responsables?perfilClave=${perfilClave}`))).Registros as Json[])[0]
        ?.Id as number;
    const usuarioTutorId = await primero('GEST_PROY');
    const usuarioAdministrativoId = await primero('GEST_SOLIC');
    const s = await body(await gestor(`/api/solicitudes/${solicitudId}`));
    assert(s.Id === solicitudId, JSON.stringify(s).slice(0, 300));
    const datos = {
      nombre: 'Hotel Humo del Worker',
      cif: 'B12345674',
      direccion: 'Paseo Marítimo 5',
      codigoPostal: '28001',
      provinciaId: 28,
      municipioId: 28079,
      ambitoId: (s.Ambito as Json).Id,
      fechaInicio: '01/04/2026',
      matricula: 'M-2026-1',
      usuarioTutorId,
      usuarioAdministrativoId,
    };
    const json = { 'content-type': 'application/json' };
    const edit = await gestor(`/api/solicitudes/${solicitudId}`, { method: 'PUT', headers: json, body: JSON.stringify(datos) });
    assert(edit.status === 200, `PUT ${edit.status} ${await edit.text()}`);
    const res = await gestor(`/api/solicitudes/${solicitudId}/aceptar`, { method: 'PUT', headers: json, body: '{}' });
    const reply = await body(res);
    assert(res.status === 200, `aceptar ${res.status} ${JSON.stringify(reply)}`);
    assert((reply.Estado as Json)?.Clave === 'ACE', `estado ${JSON.stringify(reply.Estado)}`);
    assert(/^PRY-\d{4}-\d{4}$/.test(String((reply.Proyecto as Json)?.Codigo)), `proyecto ${JSON.stringify(reply.Proyecto)}`);
    ficheroId = ((s.Ficheros as Json[])[0]?.Id as number) ?? 0;
  });

  await checks.check('el gestor descarga la memoria desde R2 con los mismos bytes', async () => {
    assert(ficheroId, 'la solicitud no lista su fichero');
    const gestor = await browserSession(base, 'gestor@soludable.demo', DEMO_PASSWORD);
    const res = await gestor(`/api/ficheros/${ficheroId}`);
    assert(res.status === 200, `GET /api/ficheros/${ficheroId}: ${res.status}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert(
      bytes.length === PDF.length && bytes.every((b, i) => b === PDF[i]),
      `bytes distintos (${bytes.length} de ${PDF.length})`,
    );
  });

  await checks.check('el administrador creado con admin:crear --d1 local entra en el Worker', async () => {
    const adminSession = await browserSession(base, admin.email, admin.password);
    const yo = await adminSession('/api/yo');
    const reply = await body(yo);
    assert(yo.status === 200, `GET /api/yo ${yo.status}`);
    assert(reply.EsSuperAdmin === true, JSON.stringify(reply).slice(0, 200));
  });
}
