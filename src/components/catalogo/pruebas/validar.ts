/**
 * Checks the browser runs before sending a form, request or question: the pure checkers the
 * server's zod schemas use (src/domain/validation/fields.ts), so the messages are the same and
 * only what the browser cannot know comes back from the API.
 */
import * as f from '../../../domain/validation/fields.ts';
import { catalogoPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { validacion } from '../../../i18n/validacion.ts';
import { type Check, type Errores, comprobar as run } from '../comun/comprobar.ts';

export type { Errores };

/** Question fields say "No es un número entero positivo" for every wrong number. */
const preguntaInt: Check = (input) => {
  const o = f.positiveInt({ required: false })(input);
  return o.ok ? o : { ok: false, messages: [validacion.notPositiveInteger] };
};

export const validarFormulario = (v: { titulo: string; minimo: string }) =>
  run(v, { titulo: f.requiredText(300), minimo: f.positiveInt({ required: false }) });

export function validarPregunta(v: { enunciado: string; tipoClave: string; minimo: string; maximo: string; orden: string }) {
  const errors = run(v, {
    enunciado: f.requiredText(4000),
    tipoClave: f.requiredText(20),
    minimo: preguntaInt,
    maximo: preguntaInt,
    orden: preguntaInt,
  });
  if (!errors.minimo && !errors.maximo && v.minimo.trim() && v.maximo.trim() && Number(v.minimo) > Number(v.maximo))
    errors.maximo = [t.minimoMayorQueMaximo];
  return errors;
}

export const validarRespuesta = (v: { enunciado: string; orden: string }) =>
  run(v, { enunciado: f.requiredText(4000), orden: preguntaInt });

export const validarPrueba = (v: { descripcion: string; manualId: string; formularioId: string }) =>
  run(v, { descripcion: f.requiredText(2000), manualId: f.requiredText(), formularioId: f.requiredText() });

/** Moves the focus to the first field with an error (ids `${prefix}-${campo}`), as the user form does. */
export function focusFirst(errors: Errores, idOf: (field: string) => string) {
  const first = Object.keys(errors)[0];
  if (first && typeof document !== 'undefined') document.getElementById(idOf(first))?.focus();
}
