import { CircleAlert, Clock, MailOpen } from 'lucide-react';
import { AceptarInvitacionForm } from '../../../components/invitacion/invitacion-form.tsx';
import { MessagePage } from '../../../components/page/message-page.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { Link } from '../../../components/ui/router.tsx';
import { systemClock } from '../../../domain/context.ts';
import { isAppError } from '../../../domain/errors.ts';
import { getInvitacionPublica, type InvitacionPublica } from '../../../domain/invitaciones/public.ts';
import { formatDateTime } from '../../../domain/shared/mail/dates.ts';
import { nombreProyecto } from '../../../domain/usuarios/proyecto-nombre.ts';
import { invitaciones as t } from '../../../i18n/invitaciones.ts';
import { pageInstancia } from '../../../platform/page-context.ts';
import { requestDb } from '../../../platform/runtime.ts';

type Lectura = { ok: true; invitacion: InvitacionPublica } | { ok: false; status: number; message: string };

/** The same read as GET /api/invitaciones/{token}, with its 404/409/410 as page content. */
async function leer(token: string): Promise<Lectura> {
  try {
    const invitacion = await getInvitacionPublica({
      db: requestDb(),
      instancia: await pageInstancia(),
      clock: systemClock,
      token,
    });
    return { ok: true, invitacion };
  } catch (e) {
    if (isAppError(e)) return { ok: false, status: e.status, message: e.message };
    throw e;
  }
}

function NoDisponible({ status, message }: { status: number; message: string }) {
  const icon =
    status === 410 ? (
      <Clock aria-hidden="true" className="h-12 w-12" />
    ) : (
      <CircleAlert aria-hidden="true" className="h-12 w-12" />
    );
  const texto =
    status === 410
      ? t.caducadaTexto
      : status === 404
        ? t.noEncontradaTexto
        : message === t.yaAceptada
          ? t.yaAceptadaTexto
          : t.canceladaTexto;
  return (
    <MessagePage title={message} heading={message} icon={icon}>
      <p>{texto}</p>
      {message === t.yaAceptada ? (
        <p className="mt-4">
          <Link to="/login" className="font-semibold underline underline-offset-4">
            {t.irALogin}
          </Link>
        </p>
      ) : null}
    </MessagePage>
  );
}

/**
 * The public invitation page (invitacion/{Token}): who invites and for
 * which profile, and the form that accepts it with the existing account or a new one.
 */
export default async function InvitacionPage({ token }: { token: string }) {
  const [lectura, instancia] = await Promise.all([leer(token), pageInstancia()]);
  if (!lectura.ok) return <NoDisponible status={lectura.status} message={lectura.message} />;
  const inv = lectura.invitacion;
  const d = inv.Datos;
  const nombre = [d.Tratamiento, d.Nombre, d.Apellido1, d.Apellido2].filter(Boolean).join(' ');
  // What the inviter gave starts the new account's form; the invitee only completes the rest.
  const inicial = Object.fromEntries(
    Object.entries({
      nombre: d.Nombre,
      apellido1: d.Apellido1,
      apellido2: d.Apellido2,
      tipoDocumentoIdentidadClave: d.TipoDocumentoIdentidadClave,
      documentoIdentidad: d.DocumentoIdentidad,
      telefono: d.Telefono,
    }).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const conocidos = Object.keys(inicial).length > 0;
  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle>{t.titulo}</PageTitle>
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <MailOpen aria-hidden="true" className="h-8 w-8" />
        {t.encabezado}
      </h1>
      <p className="mt-4 text-lg text-slate-800">{t.invitaA(inv.Remitente?.NombreCompleto ?? null, inv.Instancia.Nombre)}.</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold text-slate-900">{t.conPerfil}</dt>
        <dd className="text-slate-800">{inv.Perfil.NombrePublico}</dd>
        {inv.Proyecto ? (
          <>
            <dt className="font-semibold text-slate-900">{t.paraProyecto}</dt>
            <dd className="text-slate-800">{nombreProyecto(inv.Proyecto)}</dd>
          </>
        ) : null}
        {nombre ? (
          <>
            <dt className="font-semibold text-slate-900">{t.persona}</dt>
            <dd className="text-slate-800">{nombre}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-900">{t.correo}</dt>
        <dd className="break-all text-slate-800">{inv.DireccionEmail}</dd>
        <dt className="font-semibold text-slate-900">{t.caduca}</dt>
        <dd className="text-slate-800">{formatDateTime(inv.ExpiraEn)}</dd>
      </dl>
      <div className="mt-8">
        {conocidos && !inv.CuentaExistente ? <p className="mb-4 text-slate-700">{t.datosDeLaSolicitud}</p> : null}
        <AceptarInvitacionForm token={token} cuentaExistente={inv.CuentaExistente} instancia={instancia.id} inicial={inicial} />
      </div>
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
