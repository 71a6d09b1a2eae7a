import * as v from 'valibot';
import {
  type MotivoPregunta,
  motivoRespuesta,
  type PreguntaRegla,
  type RespuestaPregunta,
} from '../../../domain/autoevaluacion/reglas.ts';
import { motivoPreguntaTexto } from '../../../i18n/autoevaluacion-evid.ts';

// The browser's check of a test's answers: the same rule the server applies (reglas.ts,
// motivoRespuesta) run through valibot, with the same Spanish messages, so a form that
// breaks a question's minimum or maximum is stopped before it is sent.

export interface PreguntaForm {
  Id: number;
  Tipo: string;
  Esencial: boolean;
  Minimo: number | null;
  Maximo: number | null;
}

const regla = (p: PreguntaForm): PreguntaRegla => ({
  id: p.Id,
  tipoClave: p.Tipo,
  esencial: p.Esencial,
  minimo: p.Minimo,
  maximo: p.Maximo,
});

const respuestaSchema = (p: PreguntaForm) =>
  v.pipe(
    v.object({ respuesta: v.nullable(v.string()), marcadas: v.number(), ficheros: v.number() }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const motivo: MotivoPregunta | null = motivoRespuesta(regla(p), dataset.value);
      if (motivo) addIssue({ message: motivoPreguntaTexto(motivo, regla(p)) });
    }),
  );

/** Messages per question id for the answers that break their question's bounds (empty when all are valid). */
export function validarRespuestas(preguntas: readonly PreguntaForm[], respuestas: Record<number, RespuestaPregunta>) {
  const schema = v.object(Object.fromEntries(preguntas.map((p) => [String(p.Id), respuestaSchema(p)])));
  const result = v.safeParse(
    schema,
    Object.fromEntries(preguntas.map((p) => [String(p.Id), respuestas[p.Id] ?? { respuesta: null, marcadas: 0, ficheros: 0 }])),
  );
  const errores: Record<number, string> = {};
  if (!result.success)
    for (const issue of result.issues) {
      const key = Number(issue.path?.[0]?.key);
      if (key && !errores[key]) errores[key] = issue.message;
    }
  return errores;
}
