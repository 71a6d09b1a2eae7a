'use client';

import { clasesNiza } from '../../content/clases-niza.ts';
import { solicitudWizard as t } from '../../i18n/solicitud-wizard.ts';
import { CheckboxField } from '../ui/fields.tsx';
import { campoId, type Draft, type Errores } from './modelo.ts';

/** Step 1: the requirements, the Annex I classes (→ `nica`) and, in the public wizard only, the conditions to accept. */
export function PasoRequisitos(props: {
  draft: Draft;
  errors: Errores;
  staff: boolean;
  onChange: (patch: Partial<Draft>) => void;
}) {
  const { draft } = props;
  const toggle = (clase: number, on: boolean) =>
    props.onChange({ nica: on ? [...new Set([...draft.nica, clase])] : draft.nica.filter((c) => c !== clase) });
  return (
    <div className="grid gap-6">
      <section aria-labelledby="wizard-requisitos" className="space-y-2">
        <h3 id="wizard-requisitos" className="text-xl font-semibold text-slate-900">
          {t.requisitos}
        </h3>
        <p className="text-slate-700">
          {t.requisitosTexto}{' '}
          <a href="/requisitos" target="_blank" rel="noopener" className="font-semibold text-brand underline">
            {t.verRequisitos}
          </a>
        </p>
      </section>
      <fieldset className="space-y-3">
        <legend className="text-xl font-semibold text-slate-900">{t.clases}</legend>
        <p id="wizard-clases-ayuda" className="text-sm text-slate-700">
          {t.clasesAyuda}
        </p>
        <ul className="space-y-3">
          {clasesNiza.map((c) => (
            <li key={c.clase}>
              <label className="flex items-start gap-2 text-slate-900">
                <input
                  type="checkbox"
                  className="mt-1 h-6 w-6 shrink-0 accent-brand"
                  checked={draft.nica.includes(c.clase)}
                  onChange={(e) => toggle(c.clase, e.target.checked)}
                />
                <span>
                  <strong className="font-semibold">{t.clase(c.clase)}.</strong> {c.titulo}
                  <span className="block text-sm text-slate-700">{c.ejemplos.join('; ')}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {props.staff ? null : (
        <CheckboxField
          id={campoId('aceptaCondiciones')}
          label={t.aceptar}
          checked={draft.aceptaCondiciones}
          errors={props.errors.aceptaCondiciones}
          onChange={(aceptaCondiciones) => props.onChange({ aceptaCondiciones })}
        />
      )}
    </div>
  );
}
