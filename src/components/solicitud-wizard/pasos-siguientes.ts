/**
 * Steps 2 to 4 of the wizard (data, documents, confirmation), the checks of every step and the submit's payload,
 * fetched by `wizard.tsx` once the first step has painted: a visitor reading the requirements
 * does not wait for the centre's fields, the location pickers, the file checks or valibot.
 */

export { errorMessage } from '../api-client.ts';
export { campoConocido, formData } from './envio.ts';
export { PasoConfirmar } from './paso-confirmar.tsx';
export { PasoDatos } from './paso-datos.tsx';
export { SelectorFicheros } from './selector-ficheros.tsx';
export { validarPaso } from './validacion.ts';
