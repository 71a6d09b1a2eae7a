import { ManualEditor } from '../../../../components/catalogo/editor/manual-editor.tsx';
import { ManualMeta } from '../../../../components/catalogo/publico/manual-card.tsx';
import { orNotFound } from '../../../../components/catalogo/publico/not-found.ts';
import { TituloPagina } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { buttonVariants } from '../../../../components/ui/button.tsx';
import { Link } from '../../../../components/ui/router.tsx';
import { formulariosParaPruebas, getArbolEdicion } from '../../../../domain/catalogo/publico.ts';
import { terminologia } from '../../../../domain/instancias.ts';
import { CATALOGO } from '../../../../domain/permisos/politicas.ts';
import { puede } from '../../../../domain/permisos/regla.ts';
import { catalogo } from '../../../../i18n/catalogo.ts';
import { catalogoEditor as t, catalogoPublico as tp } from '../../../../i18n/catalogo-publico.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../../platform/page-context.ts';

/**
 * `/manual/{ManualId}/edicion` (MANUALES): the tree blocks → standards → evidences → tests,
 * edited in place while the manual is in edition; read-only once published (edicion.ts rule).
 */
export default async function ManualEdicionPage({ path, query, manualId }: { path: string; query?: string; manualId: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const manual = await orNotFound(() => getArbolEdicion(ctx, idDe(manualId)));
  const formularios = await formulariosParaPruebas(ctx);
  const puedeEscribir = puede(actor, CATALOGO.escribe);
  const editable = manual.Editable && puedeEscribir;
  const { bloque, estandar, evidencia } = terminologia(ctx.instancia);
  const terminos = {
    bloque: bloque.singular,
    bloques: bloque.plural,
    estandar: estandar.singular,
    estandares: estandar.plural,
    evidencia: evidencia.singular,
    evidencias: evidencia.plural,
  };
  const titulo = t.titulo(manual.Nombre, manual.Version);
  return (
    <div key={`manual-${manual.Id}`}>
      <TituloPagina>{titulo}</TituloPagina>
      <div className="mt-2">
        <ManualMeta manual={manual} />
      </div>
      <p className="mt-3 flex flex-wrap gap-2">
        <Link to={`/manual/publico/${manual.Id}`} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {t.verPublico}
        </Link>
        <Link to={`/manual/${manual.Id}/tabla`} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          {tp.tablaResumen}
        </Link>
      </p>
      {!manual.Editable ? (
        <div role="note" className="mt-4 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <p className="font-semibold">{t.soloLectura}</p>
          <p className="mt-1">{catalogo.manualPublicado}</p>
          <p className="mt-2">
            <Link to="/manuales" className="font-semibold underline underline-offset-4">
              {t.clonar}
            </Link>
          </p>
        </div>
      ) : null}
      <ManualEditor
        manualId={manual.Id}
        editable={editable}
        bloques={manual.Bloques}
        terminos={terminos}
        formularios={formularios}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
