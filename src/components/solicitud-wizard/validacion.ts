/**
 * The wizard's checks before leaving each step: the shared field rules through valibot. Fetched
 * with steps 2 to 4 after the first paint (`pasos-siguientes.ts`): they are a third of the
 * wizard's code and run only when the user presses «Siguiente».
 */
import * as v from 'valibot';
import * as val from '../../domain/validation/valibot.ts';
import { solicitudWizardPasos as tp } from '../../i18n/solicitud-wizard-pasos.ts';
import { validacion } from '../../i18n/validacion.ts';
import {
  type Draft,
  type Errores,
  type FicherosPorTipo,
  maxFicheros,
  type PersonaDraft,
  type ProcesoWizard,
  persona,
  tiposAplicables,
} from './modelo.ts';

/** First message of every failed issue, keyed by `prefix` + the issue's dotted path. */
function issues(schema: v.GenericSchema, value: unknown, prefix = ''): Errores {
  const out: Errores = {};
  const r = v.safeParse(schema, value);
  if (r.success) return out;
  for (const i of r.issues) {
    const key = prefix + (i.path ?? []).map((p) => String(p.key)).join('.');
    out[key] ??= [i.message];
  }
  return out;
}

const paso1 = v.object({ aceptaCondiciones: val.acceptConditions() });

const centroBase = {
  nombre: val.requiredText(255),
  cif: val.cif(),
  direccion: val.requiredText(255),
  codigoPostal: val.postalCode(),
  ambitoId: val.requiredText(),
  fechaInicio: val.date(),
  matricula: val.requiredText(255),
  observaciones: val.optionalText(),
};

const centro = (staff: boolean): v.GenericSchema =>
  staff
    ? v.object({ ...centroBase, usuarioTutorId: val.requiredText(), usuarioAdministrativoId: val.requiredText() })
    : v.object(centroBase);

// The API caps a person's name and surnames at 100 characters (alta-schema.ts): same here.
const personaBase = {
  nombre: val.requiredText(100),
  apellido1: val.requiredText(100),
  apellido2: val.optionalText(100),
  sexoId: val.requiredText(),
  cargo: val.requiredText(255),
};

const DOCUMENTO = { DNI: val.dni, NIE: val.nie, PAS: val.passport } as const;

function validarPersona(p: PersonaDraft, requiereDatos: boolean, prefix: string): Errores {
  if (!requiereDatos) return issues(v.object(personaBase), p, prefix);
  const tipo = p.tipoDocumentoIdentidadClave as keyof typeof DOCUMENTO;
  const numero = DOCUMENTO[tipo]?.() ?? val.requiredText();
  const schema = v.object({
    ...personaBase,
    tipoDocumentoIdentidadClave: val.requiredText(),
    documentoIdentidad: numero,
    direccionEmail: val.email(),
    telefono: val.phone({ required: false }),
  });
  return issues(schema, p, prefix);
}

/** The checks of step `paso` (0-based) before leaving it. */
export function validarPaso(paso: number, p: ProcesoWizard, d: Draft, files: FicherosPorTipo, staff = false): Errores {
  // Only the public wizard asks for the conditions: staff register on the centre's behalf.
  if (paso === 0) return staff ? {} : issues(paso1, d);
  if (paso === 1) {
    const e = issues(centro(staff), d);
    if (!d.ubicacion.provinciaId) e.provinciaId = [validacion.required];
    if (!d.ubicacion.municipioId) e.municipioId = [validacion.required];
    p.Perfiles.forEach((perfil, i) => {
      Object.assign(e, validarPersona(persona(d, perfil.Id), perfil.RequiereDatos, `perfiles.${i}.`));
    });
    return e;
  }
  if (paso === 2) {
    const e: Errores = {};
    for (const tf of tiposAplicables(p, d.ambitoId)) {
      const n = files[tf.Clave]?.length ?? 0;
      if (n === 0) e[`ficheros.${tf.Clave}`] = [tp.documentoRequerido(tf.Nombre)];
      else if (n > maxFicheros(tf)) e[`ficheros.${tf.Clave}`] = [tp.demasiados(maxFicheros(tf))];
    }
    return e;
  }
  return {};
}
