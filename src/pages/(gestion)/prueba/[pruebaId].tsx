import { PruebaForm } from '../../../components/catalogo/pruebas/prueba-form.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { NotFound } from '../../../components/status/not-found.tsx';
import { DeleteButton } from '../../../components/ui/api-action.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { isEditable } from '../../../domain/catalogo/edicion.ts';
import { getPrueba, type PruebaRecord } from '../../../domain/catalogo/pruebas.ts';
import { isAppError } from '../../../domain/errors.ts';
import { CATALOGO } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { pruebaFormOptions } from '../../../platform/page-opciones/pruebas.ts';

/** `/prueba/{PruebaId}`: edit a test, its form and evidences; read-only once its manual is published (MANUALES). */
export default async function PruebaPage({ path, query, pruebaId }: { path: string; query?: string; pruebaId: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const id = /^\d{1,9}$/.test(pruebaId) ? Number(pruebaId) : 0;
  let prueba: PruebaRecord;
  try {
    prueba = await getPrueba(ctx, id);
  } catch (e) {
    if (isAppError(e) && e.status === 404) return <NotFound />;
    throw e;
  }
  const o = await pruebaFormOptions(ctx, prueba.ManualId);
  const publicado = !isEditable({ estadoClave: prueba.Manual.EstadoClave as 'edicion' });
  const puedeEditar = puede(actor, CATALOGO.escribe);
  const readOnly = publicado || !puedeEditar;
  return (
    <div key={`prueba-${prueba.Id}`} className="max-w-4xl">
      <PageTitle>{`${t.prueba}: ${prueba.Descripcion}`}</PageTitle>
      <p className="mb-2 text-sm">
        <Link to="/pruebas" className="text-slate-800 underline underline-offset-4">
          {t.pruebas}
        </Link>
      </p>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{prueba.Descripcion}</h1>
        <div className="flex flex-wrap items-start gap-2">
          <Link
            to={`/formulario/${prueba.FormularioId}`}
            className="inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-900 hover:bg-slate-50"
          >
            {t.verFormulario}: {prueba.Formulario.Titulo}
          </Link>
          {readOnly ? null : <DeleteButton path={`/pruebas/${prueba.Id}`} redirectTo="/pruebas" label={t.eliminarPrueba} />}
        </div>
      </div>
      {publicado ? (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950">
          {t.manualPublicado}
        </p>
      ) : null}
      <PruebaForm
        pruebaId={prueba.Id}
        readOnly={readOnly}
        initial={{
          descripcion: prueba.Descripcion,
          aclaraciones: prueba.Aclaraciones ?? '',
          manualId: String(prueba.ManualId),
          formularioId: String(prueba.FormularioId),
          tipoClave: prueba.TipoClave ?? '',
          activo: prueba.Activo,
          evidencias: prueba.Evidencias.map((e) => e.Id),
        }}
        manuales={o.manuales}
        formularios={o.formularios}
        tipos={o.tipos}
        evidencias={o.evidencias}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
