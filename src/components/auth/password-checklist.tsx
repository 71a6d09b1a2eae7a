import { Check, X } from 'lucide-react';
import { passwordProblems } from '../../domain/validation/rules.ts';
import { validacion } from '../../i18n/validacion.ts';
import { cn } from '../ui/cn.ts';

const RULES = [
  validacion.password.minLength,
  validacion.password.digit,
  validacion.password.lowercase,
  validacion.password.uppercase,
  validacion.password.symbol,
] as const;

/**
 * The password policy with each rule's state as the user types. The input
 * points here with aria-describedby, so a screen reader reads the rules on focus without
 * a live announcement on every keystroke.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const problems = new Set(passwordProblems(password));
  return (
    <ul id={id} className="flex flex-col gap-0.5 text-sm">
      {RULES.map((rule) => {
        const ok = password !== '' && !problems.has(rule);
        const Icon = ok ? Check : X;
        return (
          <li key={rule} className={cn('flex items-center gap-1.5', ok ? 'text-emerald-800' : 'text-slate-700')}>
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
            <span>
              {rule}
              <span className="sr-only">{ok ? ' (cumple)' : ' (pendiente)'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The field message for a password that breaks the policy: the checklist beside it already
 * names each rule, so only the summary ("No cumple los criterios de la contraseña") is kept.
 */
export function policySummary(errors: readonly string[] | undefined): string[] | undefined {
  if (!errors?.includes(validacion.password.policy)) return errors ? [...errors] : undefined;
  return [validacion.password.policy];
}
