'use client';

import { proyectosSelector as t } from '../../i18n/proyectos.ts';
import { BuscadorCombobox, type BuscadorComboboxProps } from '../shared/buscador-combobox.tsx';

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
export function ProyectoCombobox(
  props: Omit<BuscadorComboboxProps<ProyectoOpcion>, 'ruta' | 'parametros' | 'etiqueta' | 'hint' | 'sinResultados'> & {
    /** Where the suggestions come from (default GET /proyectos): a list of { Id, Codigo, Centro }. */
    ruta?: string;
    hint?: string;
  },
) {
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
