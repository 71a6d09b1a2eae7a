import { FichaCabecera, recienGuardado } from '../../../components/catalogo/comun/ficha.tsx';
import { LinkPicker } from '../../../components/catalogo/estandares/link-picker.tsx';
import { BloqueForm } from '../../../components/catalogo/manuales/bloque-form.tsx';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { DeleteButton } from '../../../components/ui/api-action.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-controls.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { type BloqueRecord, getBloque } from '../../../domain/catalogo/bloques.ts';
import { isAppError } from '../../../domain/errors.ts';
import { CATALOGO } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { terminos } from '../../../i18n/terminologia.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { opcionesAmbitos } from '../../../platform/page-opciones/catalogo.ts';

/** `/bloque/{BloqueId}`: edit a block and its scopes, or delete it, while its manual is in edition (MANUALES). */
export default async function BloquePage({ path, query, bloqueId }: { path: string; query?: string; bloqueId: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  let b: BloqueRecord;
  try {
    b = await getBloque(ctx, idDe(bloqueId));
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const w = terminos(ctx.instancia);
  const ambitos = await opcionesAmbitos(ctx);
  const escribe = puede(actor, CATALOGO.escribe);
  const editable = escribe && b.Manual.EstadoClave === 'edicion';
  const titulo = `${w.bloque} ${b.Codigo ?? ''}`.trim();
  return (
    <div key={`bloque-${b.Id}`} className="grid max-w-4xl gap-6">
      <FichaCabecera titulo={titulo}>
        <div className="flex flex-wrap gap-2">
          <Link to={`/manual/gestion/${b.ManualId}`} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {`${t.manual} ${b.Manual.Codigo} v${b.Manual.Version}`}
          </Link>
          <Link to={`/bloques?manualId=${b.ManualId}`} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {t.volver}
          </Link>
        </div>
      </FichaCabecera>
      {recienGuardado(query) ? <FormMessage kind="success">{t.guardado}</FormMessage> : null}
      {escribe && !editable ? <FormMessage kind="error">{t.bloquePublicado}</FormMessage> : null}
      <BloqueForm
        bloqueId={b.Id}
        bloque={w.bloque}
        readOnly={!editable}
        manuales={[{ value: String(b.ManualId), label: `${b.Manual.Codigo} v${b.Manual.Version} · ${b.Manual.Nombre}` }]}
        initial={{
          codigo: b.Codigo ?? '',
          nombre: b.Nombre ?? '',
          manualId: String(b.ManualId),
          descripcion: b.Descripcion ?? '',
          claseCSS: b.ClaseCSS ?? '',
          color: b.Color ?? '',
          orden: String(b.Orden),
        }}
      />
      <LinkPicker
        legend={t.ambitos}
        path={`/bloques/${b.Id}/ambitos/reasignar`}
        field="ambitos"
        options={ambitos}
        selected={b.Ambitos.map((a) => a.Id)}
        disabled={!editable}
        empty={t.sinAmbitos}
      />
      {editable ? <DeleteButton path={`/bloques/${b.Id}`} redirectTo={`/bloques?manualId=${b.ManualId}`} /> : null}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
