import { unstable_redirect } from 'waku/router/server';
import { systemClock } from '../../../domain/context.ts';
import { isAppError } from '../../../domain/errors.ts';
import { getFicheroInfo } from '../../../domain/ficheros/ficheros.ts';
import { pageSession } from '../../../platform/page-auth.ts';
import { pageInstancia } from '../../../platform/page-context.ts';
import { currentEnv, requestDb } from '../../../platform/runtime.ts';
import { loginUrl } from '../../../platform/safe-path.ts';
import { getStorage } from '../../../platform/storage/index.ts';

/**
 * /fichero/{FicheroId} (a public route): the same read rule as GET
 * /api/ficheros/{id}, answered as navigation. A file the visitor may read is downloaded
 * (redirect to the API with descarga=1); a missing one shows the 404 page; one that needs a
 * session sends to the login and back here; one the user may not read, to /errorAutorizacion.
 * Link to it with a plain <a> (a full navigation), not the router's <Link>.
 */
export default async function FicheroPage({ ficheroId }: { ficheroId: string }) {
  const id = /^[1-9]\d{0,14}$/.test(ficheroId) ? Number(ficheroId) : 0;
  const session = await pageSession();
  let target: string;
  try {
    await getFicheroInfo(
      {
        db: requestDb(),
        actor: session?.actor ?? null,
        instancia: await pageInstancia(),
        clock: systemClock,
        storage: getStorage(currentEnv()),
      },
      id,
    );
    target = `/api/ficheros/${id}?descarga=1`;
  } catch (e) {
    if (!isAppError(e)) throw e;
    if (e.status === 401) target = loginUrl(`/fichero/${id}`);
    else if (e.status === 403) target = '/errorAutorizacion';
    else target = '/error404';
  }
  unstable_redirect(target);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
