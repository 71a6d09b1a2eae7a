import type { EtiquetaRef, PerfilRef } from '../../domain/usuarios/list.ts';
import { nombreProyecto } from '../../domain/usuarios/proyecto-nombre.ts';
import { usuarios as t } from '../../i18n/usuarios.ts';
import { ColorTag } from '../ui/tag.tsx';

/** A profile, with its project (code and centre) when held for one (styles.css .insignia). */
export function PerfilBadge({ perfil }: { perfil: Pick<PerfilRef, 'NombrePublico' | 'Proyecto'> }) {
  return (
    <span className="insignia">
      {perfil.NombrePublico}
      {perfil.Proyecto ? <span className="ml-1 text-slate-700">({nombreProyecto(perfil.Proyecto)})</span> : null}
    </span>
  );
}

/** A tag in its colour, with black or white text for contrast. */
export function EtiquetaBadge({ etiqueta }: { etiqueta: EtiquetaRef }) {
  return <ColorTag color={etiqueta.Color}>{etiqueta.Nombre}</ColorTag>;
}

/** Active / inactive, in words (colour alone would not say it). */
export function ActivoBadge({ activo }: { activo: boolean }) {
  return activo ? (
    <span className="inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t.activo}</span>
  ) : (
    <span className="inline-flex rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{t.inactivo}</span>
  );
}
