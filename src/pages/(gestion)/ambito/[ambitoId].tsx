import { FichaCabecera, recienGuardado } from '../../../components/catalogo/comun/ficha.tsx';
import { AmbitoForm } from '../../../components/catalogo/manuales/ambito-form.tsx';
import { idDe } from '../../../components/shared/route-params.ts';
import { NotFound } from '../../../components/status/not-found.tsx';
import { DeleteButton } from '../../../components/ui/api-action.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-controls.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { getAmbito } from '../../../domain/catalogo/ambitos.ts';
import { isAppError } from '../../../domain/errors.ts';
import { CATALOGO } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { manualesUi as t } from '../../../i18n/catalogo-manuales.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';

/** `/ambito/{AmbitoId}`: rename or delete a scope (MANUALES). */
export default async function AmbitoPage({ path, query, ambitoId }: { path: string; query?: string; ambitoId: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  let a: Awaited<ReturnType<typeof getAmbito>>;
  try {
    a = await getAmbito(ctx, idDe(ambitoId));
  } catch (err) {
    if (isAppError(err) && err.status === 404) return <NotFound />;
    throw err;
  }
  const escribe = puede(actor, CATALOGO.escribe);
  const titulo = `${t.ambito}: ${a.Nombre}`;
  return (
    <div key={`ambito-${a.Id}`} className="grid max-w-3xl gap-4">
      <FichaCabecera titulo={titulo}>
        <Link to="/ambitos" className={buttonVariants({ variant: 'ghost' })}>
          {t.volver}
        </Link>
      </FichaCabecera>
      {recienGuardado(query) ? <FormMessage kind="success">{t.guardado}</FormMessage> : null}
      {escribe ? <AmbitoForm ambitoId={a.Id} nombre={a.Nombre} /> : <p>{a.Nombre}</p>}
      {escribe ? <DeleteButton path={`/ambitos/${a.Id}`} redirectTo="/ambitos" /> : null}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
