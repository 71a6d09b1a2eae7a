import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContactForm } from '../../components/auth/contact-form.tsx';
import { PasswordChangeForm } from '../../components/auth/password-change-form.tsx';
import { AvatarEditor } from '../../components/avatar/avatar-editor.tsx';
import { AvisosMensajesForm } from '../../components/mensajes/avisos-form.tsx';
import { PageTitle } from '../../components/page/page-title.tsx';
import { Link } from '../../components/ui/router.tsx';
import { systemClock } from '../../domain/context.ts';
import { getYo } from '../../domain/identidad/yo.ts';
import { getAvisosMensajes } from '../../domain/mensajes/avisos.ts';
import { acceso } from '../../i18n/acceso.ts';
import { mensajesUi } from '../../i18n/mensajes.ts';
import { guardPage } from '../../platform/page-auth.ts';
import { pageInstancia } from '../../platform/page-context.ts';
import { requestDb } from '../../platform/runtime.ts';

const t = acceso.perfil;
const tipoNombre = (clave: string | null) => (clave ? (acceso.tipoPerfil.nombres[clave] ?? clave) : t.ninguno);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5 md:p-6">
      <h2 id={id} className="mb-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The signed-in user's own profile: data, contact details, avatar, password and profile type. */
export default async function PerfilPage({ path, query }: { path: string; query?: string }) {
  const actor = await guardPage(path, query);
  const ctx = { db: requestDb(), actor, instancia: await pageInstancia(), clock: systemClock };
  const [yo, avisos] = await Promise.all([getYo(ctx), getAvisosMensajes(ctx)]);
  const documento = yo.DocumentoIdentidad ? `${yo.TipoDocumentoIdentidadClave} ${yo.DocumentoIdentidad}` : t.ninguno;
  const perfiles = [...new Set(yo.Perfiles.map((p) => p.NombrePublico))];
  const facts: Array<[string, string]> = [
    [t.nombre, yo.NombreCompleto],
    [t.usuario, yo.UserName],
    [t.documento, documento],
    [t.perfiles, perfiles.length > 0 ? perfiles.join(', ') : t.ninguno],
    [t.tipoPerfil, tipoNombre(yo.TipoPerfil)],
  ];
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle>{t.titulo}</PageTitle>
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <UserRound aria-hidden="true" className="h-7 w-7" />
        {t.titulo}
      </h1>
      <Section id="perfil-datos" title={t.datos}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
        {yo.TiposPerfil.length > 1 ? (
          <p className="mt-4">
            <Link to="/seleccionTipoPerfil?volver=/perfil" className="font-semibold text-slate-900 underline underline-offset-4">
              {t.cambiarTipo}
            </Link>
          </p>
        ) : null}
      </Section>
      <Section id="perfil-avatar" title={t.avatar}>
        <AvatarEditor ficheroAvatarId={yo.FicheroAvatarId} nombre={yo.NombreCompleto} />
      </Section>
      <Section id="perfil-contacto" title={t.contacto}>
        <ContactForm email={yo.Email} telefono={yo.Telefono} />
      </Section>
      <Section id="perfil-contrasena" title={t.contrasena}>
        <PasswordChangeForm userName={yo.UserName} />
      </Section>
      <Section id="perfil-avisos" title={mensajesUi.avisos}>
        <AvisosMensajesForm correo={avisos.Correo} />
      </Section>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
