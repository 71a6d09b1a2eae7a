import { TituloPagina } from '../../../components/page/page-title.tsx';
import { PersonasNav } from '../../../components/usuarios/section-nav.tsx';
import { UsuarioForm } from '../../../components/usuarios/usuario-form.tsx';
import { usuarios as t } from '../../../i18n/usuarios.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { usuarioFormOptions } from '../../../platform/page-opciones/usuario.ts';

/** `/usuario`: a new user (PERSONAS). */
export default async function NuevoUsuarioPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const options = await usuarioFormOptions(ctx);
  return (
    <div key="usuario-alta" className="max-w-4xl">
      <TituloPagina margen="mb-4">{t.nuevo}</TituloPagina>
      <PersonasNav current="usuarios" />
      <UsuarioForm
        mode="alta"
        tiposDocumento={options.tiposDocumento}
        sexos={options.sexos}
        provincias={options.provincias}
        perfiles={options.perfiles.filter((p) => p.General).map((p) => ({ value: String(p.Id), label: p.NombrePublico }))}
        instancia={ctx.instancia.id}
      />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
