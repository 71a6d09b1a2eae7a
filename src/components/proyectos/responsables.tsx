'use client';

import * as v from 'valibot';
import * as val from '../../domain/validation/valibot.ts';
import { proyectoFicha } from '../../i18n/autoevaluacion-proy.ts';
import { RecordForm, useRecordForm } from '../catalogo/comun/record-form.tsx';
import { Seccion } from '../shared/seccion.tsx';
import { type Option, SelectField } from '../ui/fields.tsx';

const t = proyectoFicha.responsables;

interface Valores {
  usuarioTutorId: string;
  usuarioAdministrativoId: string;
}

// The browser's first check; PUT proyectos/{id} checks again that each holds its profile.
const campos = v.object({ usuarioTutorId: val.positiveInt(), usuarioAdministrativoId: val.positiveInt() });

function validar(values: Valores): Partial<Record<keyof Valores, string[]>> {
  const result = v.safeParse(campos, values);
  const e: Partial<Record<keyof Valores, string[]>> = {};
  if (!result.success)
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as keyof Valores | undefined;
      if (key && !e[key]) e[key] = [issue.message];
    }
  return e;
}

/**
 * The project's tutor (among GEST_PROY holders) and administrative responsible (among
 * GEST_SOLIC holders), the selects of a request's form: PUT proyectos/{id}, then the page's
 * data reloads in place.
 */
export function ResponsablesProyecto(props: {
  proyectoId: number;
  initial: Valores;
  tutores: Option[];
  administrativos: Option[];
}) {
  const f = useRecordForm<Valores>({
    recordId: props.proyectoId,
    api: '/proyectos',
    page: '/proyecto',
    success: t.guardado,
    initial: props.initial,
    validate: validar,
    payload: (values) => ({
      usuarioTutorId: Number(values.usuarioTutorId),
      usuarioAdministrativoId: Number(values.usuarioAdministrativoId),
    }),
  });
  return (
    <Seccion id="proyecto-responsables" titulo={t.titulo} className="grid gap-3">
      <RecordForm form={f} legend={t.titulo} texts={t}>
        <SelectField {...f.text('usuarioTutorId')} label={t.tutor} required options={props.tutores} />
        <SelectField {...f.text('usuarioAdministrativoId')} label={t.administrativo} required options={props.administrativos} />
      </RecordForm>
    </Seccion>
  );
}
