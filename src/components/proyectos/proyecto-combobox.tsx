'use client';

import { proyectosSelector as t } from '../../i18n/proyectos.ts';
import { BuscadorCombobox } from '../shared/buscador-combobox.tsx';

export interface ProyectoOpcion {
  Id: number;
  Codigo: string;
  Centro: string;
}

const etiqueta = (o: ProyectoOpcion) => `${o.Codigo} · ${o.Centro}`;

/**
 * Chooses a project by typing part of its code or its centre's name (GET /proyectos): projects
 * are always chosen by code and centre, never by their internal number.
 */
export function ProyectoCombobox(props: {
  id: string;
  label: string;
  instancia: string;
  required?: boolean;
  errors?: string[];
  onChange: (id: number | null) => void;
  /** Where the suggestions come from (default GET /proyectos): a list of { Id, Codigo, Centro }. */
  ruta?: string;
  /** The project already chosen (an edit form). */
  inicial?: ProyectoOpcion | null;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <BuscadorCombobox<ProyectoOpcion>
      {...props}
      ruta={props.ruta ?? '/proyectos'}
      parametros={{ campos: 'Id,Codigo,Centro' }}
      etiqueta={etiqueta}
      hint={props.hint ?? t.ayuda}
      sinResultados={t.sinResultados}
    />
  );
}
