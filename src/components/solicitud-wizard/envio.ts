/**
 * What the wizard sends (the payload of POST /api/solicitudes) and where a 422's messages go.
 * Fetched with steps 2 to 4 after the first paint (`pasos-siguientes.ts`): used only on submit.
 */
import { type Draft, type FicherosPorTipo, type ProcesoWizard, persona, personaVacia, tiposAplicables } from './modelo.ts';

const CAMPOS_CENTRO = new Set([
  'aceptaCondiciones',
  'nombre',
  'cif',
  'direccion',
  'codigoPostal',
  'provinciaId',
  'municipioId',
  'localidadId',
  'ambitoId',
  'fechaInicio',
  'matricula',
  'observaciones',
]);
const CAMPOS_PERSONA = new Set(Object.keys(personaVacia()));
const CAMPOS_PERSONAL = new Set(['usuarioTutorId', 'usuarioAdministrativoId', 'demo', 'notificar']);

/**
 * True when the wizard shows a control for a 422 path, so its message can sit under that control.
 * Anything else (procesoId, perfiles, a file type no longer offered…) is said in a banner instead:
 * jumping to a step where nothing is marked would leave the user without a clue.
 */
export function campoConocido(path: string, p: ProcesoWizard, d: Draft, staff = false): boolean {
  if (CAMPOS_CENTRO.has(path)) return true;
  if (CAMPOS_PERSONAL.has(path)) return staff;
  const persona = /^perfiles\.(\d+)\.(\w+)$/.exec(path);
  if (persona) {
    const perfil = p.Perfiles[Number(persona[1])];
    const campo = persona[2] ?? '';
    const soloConDatos = ['tipoDocumentoIdentidadClave', 'documentoIdentidad', 'direccionEmail', 'telefono'];
    return !!perfil && CAMPOS_PERSONA.has(campo) && (perfil.RequiereDatos || !soloConDatos.includes(campo));
  }
  const fichero = /^ficheros\.(.+)$/.exec(path);
  return !!fichero && tiposAplicables(p, d.ambitoId).some((tf) => tf.Clave === fichero[1]);
}

/** dd/mm/yyyy or dd-mm-yyyy → yyyy-mm-dd (the check ran before). */
export const fechaIso = (s: string) => {
  const m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(s.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : s.trim();
};

const opcional = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The JSON payload of POST /api/solicitudes (contract in the brief; camelCase, no unknown field). */
export function payload(p: ProcesoWizard, d: Draft, staff = false): Record<string, unknown> {
  const body: Record<string, unknown> = {
    procesoId: p.Id,
    aceptaCondiciones: staff ? undefined : d.aceptaCondiciones,
    nica: d.nica.length > 0 ? [...d.nica].sort((a, b) => a - b) : undefined,
    nombre: d.nombre.trim(),
    cif: d.cif.trim().toUpperCase(),
    direccion: d.direccion.trim(),
    codigoPostal: d.codigoPostal.trim(),
    provinciaId: d.ubicacion.provinciaId,
    municipioId: d.ubicacion.municipioId,
    localidadId: d.ubicacion.localidadId,
    ambitoId: Number(d.ambitoId),
    fechaInicio: fechaIso(d.fechaInicio),
    matricula: d.matricula.trim(),
    observaciones: opcional(d.observaciones),
    perfiles: p.Perfiles.map((perfil) => {
      const x = persona(d, perfil.Id);
      const datos = perfil.RequiereDatos
        ? {
            tipoDocumentoIdentidadClave: opcional(x.tipoDocumentoIdentidadClave),
            documentoIdentidad: opcional(x.documentoIdentidad)?.toUpperCase(),
            direccionEmail: opcional(x.direccionEmail),
            telefono: opcional(x.telefono),
          }
        : {};
      return {
        perfilId: perfil.Id,
        nombre: x.nombre.trim(),
        apellido1: x.apellido1.trim(),
        apellido2: opcional(x.apellido2),
        sexoId: Number(x.sexoId),
        cargo: x.cargo.trim(),
        ...datos,
      };
    }),
  };
  if (staff) {
    body.usuarioTutorId = Number(d.usuarioTutorId);
    body.usuarioAdministrativoId = Number(d.usuarioAdministrativoId);
    body.demo = d.demo;
    body.notificar = d.notificar === true;
  }
  // JSON.stringify drops undefined keys: optional fields left blank are not sent.
  return body;
}

/** The multipart body: `solicitud` (JSON) plus the spec's indexed file fields. */
export function formData(p: ProcesoWizard, d: Draft, files: FicherosPorTipo, staff = false): FormData {
  const fd = new FormData();
  fd.set('solicitud', JSON.stringify(payload(p, d, staff)));
  let i = 0;
  for (const tf of tiposAplicables(p, d.ambitoId)) {
    for (const f of files[tf.Clave] ?? []) {
      fd.set(`tipoClave[${i}]`, tf.Clave);
      fd.set(`nombreFisico[${i}]`, f.name);
      fd.set(`contenidoBinario[${i}]`, f, f.name);
      i++;
    }
  }
  return fd;
}
