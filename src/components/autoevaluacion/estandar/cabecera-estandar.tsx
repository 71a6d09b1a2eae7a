import type { ReactNode } from 'react';
import { estandaresUi, estandarUi } from '../../../i18n/autoevaluacion-area.ts';
import { PageTitle } from '../../page/page-title.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { Link } from '../../ui/router.tsx';
import { ColorTag, StatusTag } from '../../ui/tag.tsx';

/**
 * The head of a standard's page in the self-assessment and evaluation areas (`base`, the area's
 * root for the record): its code as the title, the way back to the standards list and on to the
 * next standard, its block and essential tags (then `estado`, the area's own tag), its
 * description and purpose, then `children`.
 */
export function CabeceraEstandar(props: {
  base: string;
  estandar: {
    Codigo: string;
    Descripcion: string;
    Esencial: boolean;
    Bloque: { Codigo: string | null; Nombre: string | null; Color: string | null };
  };
  siguiente: { EstandarId: number; Codigo: string } | null;
  textos: { titulo: (codigo: string) => string; volver: string; siguiente: (codigo: string) => string };
  estado?: ReactNode;
  proposito: string | null;
  children?: ReactNode;
}) {
  const { base, estandar: e, siguiente, textos: t } = props;
  return (
    <>
      <PageTitle>{t.titulo(e.Codigo)}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t.titulo(e.Codigo)}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={`${base}/estandares`} className={buttonVariants({ variant: 'ghost' })}>
            {t.volver}
          </Link>
          {siguiente ? (
            <Link to={`${base}/estandar/${siguiente.EstandarId}`} className={buttonVariants({ variant: 'secondary' })}>
              {t.siguiente(siguiente.Codigo)}
            </Link>
          ) : null}
        </div>
      </div>
      <div className="grid gap-2">
        <p className="flex flex-wrap items-center gap-2">
          <ColorTag color={e.Bloque.Color}>{[e.Bloque.Codigo, e.Bloque.Nombre].filter(Boolean).join(' ')}</ColorTag>
          {e.Esencial ? <StatusTag tone="negativo">{estandaresUi.esencial}</StatusTag> : null}
          {props.estado}
        </p>
        <p className="text-lg text-slate-900">{e.Descripcion}</p>
        {props.proposito ? (
          <p className="text-slate-800">
            <span className="font-semibold">{estandarUi.proposito}:</span> {props.proposito}
          </p>
        ) : null}
        {props.children}
      </div>
    </>
  );
}
