import { TipoPerfilForm } from '../../components/auth/tipo-perfil-form.tsx';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { Link } from '../../components/ui/router.tsx';
import { loadPermisos } from '../../domain/permisos/usuario.ts';
import { acceso } from '../../i18n/acceso.ts';
import { guardPage, pageSession } from '../../platform/page-auth.ts';
import { requestDb } from '../../platform/runtime.ts';
import { safeReturnPath } from '../../platform/safe-path.ts';

const t = acceso.tipoPerfil;

/** Choice among the user's profile types (SOL, EVA, GES) when they hold more than one. */
export default async function SeleccionTipoPerfilPage({ path, query }: { path: string; query?: string }) {
  await guardPage(path, query);
  const session = await pageSession();
  const usuario = session?.sesion.usuario;
  const tipos = usuario ? (await loadPermisos(requestDb(), usuario)).tiposPerfil : [];
  const volver = safeReturnPath(new URLSearchParams(query ?? '').get('volver'));
  return (
    <div className="mx-auto max-w-lg">
      <TituloPagina>{t.titulo}</TituloPagina>
      {tipos.length > 1 ? (
        <>
          <p className="mt-3 text-slate-700">{t.texto}</p>
          <div className="mt-6">
            <TipoPerfilForm tipos={tipos} actual={usuario?.tipoPerfil ?? null} volver={volver} />
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{t.unico}</p>
          <p className="mt-6">
            <Link to="/perfil" className="font-semibold text-slate-900 underline underline-offset-4">
              {t.volverPerfil}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
