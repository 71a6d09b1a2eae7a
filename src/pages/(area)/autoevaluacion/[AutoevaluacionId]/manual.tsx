import { ManualArbolView } from '../../../../components/catalogo/publico/manual-arbol.tsx';
import { PageTitle } from '../../../../components/page/page-title.tsx';
import { idDe } from '../../../../components/shared/route-params.ts';
import { NotFound } from '../../../../components/status/not-found.tsx';
import { loadAutoevaluacionBase, loadEstandaresAplicables } from '../../../../domain/autoevaluacion/carga.ts';
import { getManualArbol } from '../../../../domain/catalogo/publico.ts';
import { isAppError } from '../../../../domain/errors.ts';
import { recursosUi as t } from '../../../../i18n/autoevaluacion-area.ts';
import { pageArea } from '../../../../platform/page-area.ts';
import { guardPage } from '../../../../platform/page-auth.ts';
import { pageDomainContext, pageInstancia } from '../../../../platform/page-context.ts';

/**
 * `/autoevaluacion/{AutoevaluacionId}/manual` (AE_APORTACION): the manual the self-assessment
 * works against, read-only, narrowed to the standards that apply to the project's scope.
 */
export default async function ManualAutoevaluacionPage(props: { path: string; AutoevaluacionId: string }) {
  const actor = await guardPage(props.path);
  const id = idDe(props.AutoevaluacionId);
  if (!('area' in (await pageArea(id)))) return <NotFound />;
  const ctx = await pageDomainContext(actor);
  const base = await loadAutoevaluacionBase(ctx.db, ctx.instancia.id, id);
  if (!base) return <NotFound />;
  const aplicables = new Set((await loadEstandaresAplicables(ctx.db, base.manualId, base.ambitoId)).map((e) => e.id));
  let contenido: React.ReactNode;
  try {
    const manual = await getManualArbol(ctx, base.manualId);
    const filtrado = {
      ...manual,
      Bloques: manual.Bloques.map((b) => ({ ...b, Estandares: b.Estandares.filter((e) => aplicables.has(e.Id)) })).filter(
        (b) => b.Estandares.length > 0,
      ),
    };
    contenido = <ManualArbolView manual={filtrado} instancia={await pageInstancia()} />;
  } catch (err) {
    if (!isAppError(err)) throw err;
    contenido = <p className="text-slate-800">{t.manualNoVisible}</p>;
  }
  return (
    <div className="grid gap-4">
      <PageTitle>{t.manual}</PageTitle>
      <p className="text-slate-800">{t.manualIntro}</p>
      {contenido}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
