'use client';

import type { ChangeEventHandler } from 'react';
import { TextField } from '../ui/form-controls.tsx';
import { PasswordChecklist, policySummary } from './password-checklist.tsx';
import type { FieldErrors } from './schemas.ts';

type Cambio = ChangeEventHandler<HTMLInputElement>;

/** A field of the auth forms: its input's id, its label and the form's value, setter and errors. */
interface CampoProps {
  id: string;
  label: string;
  value: string;
  onChange: Cambio;
  errors?: string[];
}

/** The e-mail field of the auth forms. */
export function CampoEmail(props: CampoProps) {
  return <TextField {...props} name="email" type="email" autoComplete="email" required maxLength={256} />;
}

/** The confirmation of a new password (the own change, the reset, the invitation's new account). */
export function CampoConfirmarContrasena(props: CampoProps) {
  return <TextField {...props} name="confirmPassword" type="password" autoComplete="new-password" required />;
}

/**
 * A new password with the policy's checklist under it, then its confirmation: the fields of
 * the own password change and of the reset by mailed link. `ids` names the two inputs and the
 * checklist the first one is described by.
 */
export function CamposNuevaContrasena(props: {
  ids: { nueva: string; politica: string; confirmar: string };
  labels: { nueva: string; confirmar: string };
  values: { password: string; confirmPassword: string };
  set: (field: 'password' | 'confirmPassword') => Cambio;
  errors: FieldErrors;
}) {
  const { ids, labels, values, set, errors } = props;
  return (
    <>
      <TextField
        id={ids.nueva}
        name="password"
        type="password"
        label={labels.nueva}
        autoComplete="new-password"
        required
        describedBy={ids.politica}
        value={values.password}
        onChange={set('password')}
        errors={policySummary(errors.password)}
      >
        <PasswordChecklist id={ids.politica} password={values.password} />
      </TextField>
      <CampoConfirmarContrasena
        id={ids.confirmar}
        label={labels.confirmar}
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        errors={errors.confirmPassword}
      />
    </>
  );
}
