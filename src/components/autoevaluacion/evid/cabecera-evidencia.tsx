import { evidenciaUi as t } from '../../../i18n/autoevaluacion-evid.ts';
import { PageTitle } from '../../page/page-title.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { Link } from '../../ui/router.tsx';

/**
 * The head of an evidence's page in the self-assessment and evaluation areas (`base`, the area's
 * root for the record): its standard linked, its code as the title, the way back to the
 * evidences list, and its description.
 */
export function CabeceraEvidencia(props: {
  base: string;
  evidencia: { Codigo: string; Descripcion: string };
  estandar: { Id: number; Codigo: string; Descripcion: string };
}) {
  const { base, evidencia, estandar } = props;
  return (
    <>
      <PageTitle>{`${t.evidencia} ${evidencia.Codigo}`}</PageTitle>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-sm text-slate-700">
            {t.estandar}{' '}
            <Link to={`${base}/estandar/${estandar.Id}`} className="underline">
              {estandar.Codigo}
            </Link>
            : {estandar.Descripcion}
          </p>
          <h1 className="text-3xl font-bold text-slate-900">
            {t.evidencia} {evidencia.Codigo}
          </h1>
        </div>
        <Link to={`${base}/evidencias`} className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </div>
      <p className="text-lg text-slate-800">{evidencia.Descripcion}</p>
    </>
  );
}
