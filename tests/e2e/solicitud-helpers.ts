import type { APIRequestContext, Page } from '@playwright/test';
import { isCif } from '../../src/domain/validation/rules.ts';
import { expect, gotoHydrated } from './fixtures.ts';

// Shared pieces of the request wizard's browser tests (/solicitud and /solicitud/alta).

/** A valid CIF no other test uses (the centre is linked by CIF). */
export function cifAleatorio(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  for (const c of '0123456789') if (isCif(`B${digits}${c}`)) return `B${digits}${c}`;
  throw new Error('no CIF');
}

/** A small but real PDF (one blank A4 page; the server sniffs %PDF). */
export const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
});

export const heading = (page: Page, n: number, name: string) =>
  page.getByRole('heading', { level: 2, name: `Paso ${n} de 4: ${name}` });
export const siguiente = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();

/**
 * The demo's open call SOL-2026. Tests link to it explicitly: other tests (e.g. a process
 * clone) may open more calls, and the wizard then asks which one.
 */
export async function procesoAbiertoId(page: Page): Promise<number> {
  const res = await page.request.get('/api/procesosAbiertos', { headers: { 'X-Instancia': 'soludable' } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { Registros: Array<{ Id: number; Codigo: string }> };
  const p = body.Registros.find((r) => r.Codigo === 'SOL-2026');
  if (!p) throw new Error('SOL-2026 is not open');
  return p.Id;
}

interface Abierto {
  Id: number;
  Codigo: string;
  Perfiles: Array<{ Id: number; RequiereDatos: boolean }>;
  Ambitos: Array<{ Id: number; Nombre: string }>;
}

/** A pending request of the demo call SOL-2026 ("Turismo y ocio" needs only the MEM document). */
export async function presentar(
  request: APIRequestContext,
  centro: string,
  email = 'lucia.munoz@example.org',
): Promise<{ Id: number; Referencia: string }> {
  const abiertos = await request.get('/api/procesosAbiertos', { headers: { 'X-Instancia': 'soludable' } });
  const proceso = ((await abiertos.json()) as { Registros: Abierto[] }).Registros.find((p) => p.Codigo === 'SOL-2026');
  if (!proceso) throw new Error('SOL-2026 is not open');
  const persona = (p: { Id: number; RequiereDatos: boolean }, i: number) => ({
    perfilId: p.Id,
    nombre: i === 0 ? 'Lucía' : 'Íñigo',
    apellido1: i === 0 ? 'Muñoz' : 'Peña',
    sexoId: 2,
    cargo: i === 0 ? 'Gerente' : 'Coordinador',
    ...(p.RequiereDatos ? { tipoDocumentoIdentidadClave: 'DNI', documentoIdentidad: '12345678Z', direccionEmail: email } : {}),
  });
  const solicitud = {
    procesoId: proceso.Id,
    aceptaCondiciones: true,
    nombre: centro,
    cif: cifAleatorio(),
    direccion: 'Paseo Marítimo 3',
    codigoPostal: '28001',
    provinciaId: 28,
    municipioId: 28079,
    ambitoId: proceso.Ambitos.find((a) => a.Nombre === 'Turismo y ocio')?.Id,
    fechaInicio: '01/03/2021',
    matricula: 'REG-E2E',
    perfiles: proceso.Perfiles.map(persona),
  };
  const memoria = pdf('memoria.pdf');
  const res = await request.post('/api/solicitudes', {
    headers: { 'X-Instancia': 'soludable', 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    multipart: {
      solicitud: JSON.stringify(solicitud),
      'tipoClave[0]': 'MEM',
      'nombreFisico[0]': memoria.name,
      'contenidoBinario[0]': memoria,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { Id: number; Referencia: string };
}

/** Opens a request's page (signed in) once hydrated, on its heading. */
export async function abrirSolicitud(page: Page, Id: number, Referencia: string) {
  await gotoHydrated(page, `/solicitudes/${Id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${Referencia}` })).toBeVisible();
}

/**
 * On a request's page, names its tutor (tutor@, Tomás Referente) and its administrative
 * responsible (by default the first offered) and saves them: acceptance asks for both.
 */
export async function nombrarResponsables(page: Page, responsable: { label: string } | { index: number } = { index: 1 }) {
  await page.getByLabel('Referente (tutor)').selectOption({ label: 'Tomás Referente' });
  await page.getByLabel('Responsable administrativo').selectOption(responsable);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('La operación se ha realizado correctamente')).toBeVisible();
}

/** What step 2 of the wizard asks about the centre (selects by their visible label). */
export interface DatosCentro {
  centro: string;
  cif: string;
  direccion: string;
  codigoPostal: string;
  provincia: string;
  municipio: string;
  ambito: string;
  fechaInicio: string;
  matricula: string;
}

/** A person of step 2; the document, e-mail and phone are filled only where given. */
export interface DatosPersona {
  nombre: string;
  apellido1: string;
  apellido2?: string;
  /** The option's position in Tratamiento (1 D., 2 Dña.). */
  tratamiento: number;
  cargo: string;
  documento?: { tipo: string; numero: string };
  email?: string;
  telefono?: string;
}

/** Fills the centre's part of step 2 of the wizard. */
export async function rellenarCentro(page: Page, d: DatosCentro) {
  await page.getByLabel('Nombre del centro').fill(d.centro);
  await page.getByLabel('CIF').fill(d.cif);
  await page.getByLabel('Dirección').fill(d.direccion);
  await page.getByLabel('Código postal').fill(d.codigoPostal);
  await page.getByLabel('Provincia').selectOption({ label: d.provincia });
  await page.getByLabel('Municipio').selectOption({ label: d.municipio });
  await page.getByLabel('Ámbito').selectOption({ label: d.ambito });
  await page.getByLabel('Fecha de inicio de la actividad').fill(d.fechaInicio);
  await page.getByLabel('Número de registro o matrícula').fill(d.matricula);
}

/** Fills the group of step 2 for one of the call's profiles ("Representante", "Autoevaluador"). */
export async function rellenarPersona(page: Page, perfil: string, p: DatosPersona) {
  const grupo = page.getByRole('group', { name: `Persona: ${perfil}` });
  await grupo.getByLabel('Nombre', { exact: true }).fill(p.nombre);
  await grupo.getByLabel('Primer apellido').fill(p.apellido1);
  if (p.apellido2) await grupo.getByLabel('Segundo apellido').fill(p.apellido2);
  await grupo.getByLabel('Tratamiento').selectOption({ index: p.tratamiento });
  await grupo.getByLabel('Cargo').fill(p.cargo);
  if (p.documento) {
    await grupo.getByLabel('Tipo de documento').selectOption(p.documento.tipo);
    await grupo.getByLabel('Número de documento').fill(p.documento.numero);
  }
  if (p.email) await grupo.getByLabel('Correo electrónico').fill(p.email);
  if (p.telefono) await grupo.getByLabel('Teléfono').fill(p.telefono);
}
