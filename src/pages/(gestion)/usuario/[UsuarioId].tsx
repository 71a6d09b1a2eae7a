import { ConHistorial } from '../../../components/auditoria/historial.tsx';
import { Seccion } from '../../../components/catalogo/estandares/seccion.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { NotFound } from '../../../components/status/not-found.tsx';
import { Activacion } from '../../../components/usuarios/activacion.tsx';
import { EtiquetasEditor } from '../../../components/usuarios/etiquetas-editor.tsx';
import { PerfilesEditor } from '../../../components/usuarios/perfiles-editor.tsx';
import { PersonasNav } from '../../../components/usuarios/section-nav.tsx';
import { UsuarioForm } from '../../../components/usuarios/usuario-form.tsx';
import { isAppError } from '../../../domain/errors.ts';
import { PERSONAS } from '../../../domain/permisos/politicas.ts';
import { puede } from '../../../domain/permisos/regla.ts';
import { listEtiquetasUsuario } from '../../../domain/usuarios/etiquetas.ts';
import { getUsuario, type UsuarioRecord } from '../../../domain/usuarios/list.ts';
import { errores } from '../../../i18n/errores.ts';
import { usuarios as t } from '../../../i18n/usuarios.ts';
import { guardPage } from '../../../platform/page-auth.ts';
import { pageDomainContext } from '../../../platform/page-context.ts';
import { loadHistorial } from '../../../platform/page-historial.ts';
import { usuarioFormOptions } from '../../../platform/page-opciones/usuario.ts';

/** `/usuario/{UsuarioId}`: edit a user, their profiles, tags and whether the account is active (PERSONAS). */
export default async function UsuarioPage({ path, query, UsuarioId }: { path: string; query?: string; UsuarioId: string }) {
  const actor = await guardPage(path, query);
  const ctx = await pageDomainContext(actor);
  const id = /^\d{1,9}$/.test(UsuarioId) ? Number(UsuarioId) : 0;
  let usuario: UsuarioRecord;
  try {
    usuario = await getUsuario(ctx, id);
  } catch (e) {
    if (isAppError(e) && e.status === 404) return <NotFound />;
    throw e;
  }
  const [options, etiquetas] = await Promise.all([usuarioFormOptions(ctx), listEtiquetasUsuario(ctx)]);
  const guardado = new URLSearchParams(query ?? '').get('guardado') === '1';
  const puedeEditar = puede(actor, PERSONAS.escribe);
  const instancia = ctx.instancia.id;
  const titulo = usuario.NombreCompleto || usuario.UserName;
  // Keyed by user: arriving from another user's page (or the create form) must start fresh
  // client state, not keep the previous page's (React would reuse components in place).
  return (
    <div key={`usuario-${usuario.Id}`} className="max-w-4xl">
      <PageTitle>{`${t.editar}: ${titulo}`}</PageTitle>
      <h1 className="mb-4 text-3xl font-bold text-slate-900">{titulo}</h1>
      <PersonasNav current="usuarios" />
      <ConHistorial
        path={path}
        entidad="usuario"
        entidadId={usuario.Id}
        historial={await loadHistorial(ctx, 'usuario', usuario.Id, query)}
      >
        <UsuarioForm
          mode="edicion"
          usuarioId={usuario.Id}
          initial={{
            nombre: usuario.Nombre,
            apellido1: usuario.Apellido1,
            apellido2: usuario.Apellido2 ?? '',
            sexoId: usuario.Sexo ? String(usuario.Sexo.Id) : '',
            tipoDocumentoIdentidadClave: usuario.TipoDocumentoIdentidadClave || 'DNI',
            documentoIdentidad: usuario.DocumentoIdentidad ?? '',
            email: usuario.Email,
            telefono: usuario.Telefono ?? '',
            provinciaId: usuario.ProvinciaId ? String(usuario.ProvinciaId) : '',
            username: usuario.UserName,
            esPersona: usuario.EsPersona,
          }}
          tiposDocumento={options.tiposDocumento}
          sexos={options.sexos}
          provincias={options.provincias}
          perfiles={[]}
          instancia={instancia}
          initialMessage={guardado ? errores.exito : undefined}
        />
        {puedeEditar ? (
          <>
            <Seccion id="perfiles" title={t.perfiles}>
              <PerfilesEditor
                usuarioId={usuario.Id}
                perfiles={usuario.Perfiles}
                opciones={options.perfiles}
                instancia={instancia}
              />
            </Seccion>
            <Seccion id="etiquetas" title={t.etiquetas}>
              <EtiquetasEditor
                usuarioId={usuario.Id}
                todas={etiquetas}
                actuales={usuario.Etiquetas.map((e) => e.Id)}
                instancia={instancia}
              />
            </Seccion>
            <Seccion id="activacion" title={t.activacion}>
              <Activacion
                usuarioId={usuario.Id}
                activo={usuario.Activo}
                propia={usuario.Id === actor?.usuarioId}
                instancia={instancia}
              />
            </Seccion>
          </>
        ) : null}
      </ConHistorial>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
