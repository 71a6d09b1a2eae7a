import * as v from 'valibot';
import * as f from '../../domain/validation/valibot.ts';

/** The task form's fields, with the same checks and Spanish messages as the API (tareaSchema). */
const tareaFormSchema = v.object({
  titulo: f.requiredText(200),
  fechaLimite: f.date({ required: false }),
});

/** Messages per field, or an empty object when the values pass. */
export function erroresTarea(values: { titulo: string; fechaLimite: string }): Record<string, string[]> {
  const res = v.safeParse(tareaFormSchema, values);
  if (res.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of res.issues) {
    const key = String(issue.path?.[0]?.key ?? '');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}
