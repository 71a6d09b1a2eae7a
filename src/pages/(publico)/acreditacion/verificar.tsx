import { VerificacionResultado } from '../../../components/acreditaciones/verificacion-resultado.tsx';
import { TituloPagina } from '../../../components/page/page-title.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { FormMessage, TextField } from '../../../components/ui/form-controls.tsx';
import { type Verificacion, verificarCertificado } from '../../../domain/acreditaciones/certificado/verificacion.ts';
import { isAppError } from '../../../domain/errors.ts';
import { certificado as t } from '../../../i18n/acreditaciones-certificado.ts';
import { pageDomainContext, pagePeticion } from '../../../platform/page-context.ts';

/**
 * `/acreditacion/verificar?csv=…`: anyone types the certificate's verification code (or scans
 * its QR, which lands here with the code) and sees whether it is in force. A plain GET form, so
 * it works without JavaScript; each lookup counts against the visitor's address like the API's.
 */
export default async function VerificarPage({ query }: { query?: string }) {
  const escrito = new URLSearchParams(query ?? '').get('csv');
  // Shown back as typed; the domain reads it in any case, with spaces and without dashes (csvBuscado).
  const csv = escrito === null ? null : escrito.trim().slice(0, 200);
  let resultado: Verificacion | null = null;
  let error: string | null = null;
  if (csv !== null) {
    if (!csv) error = t.csvObligatorio;
    else {
      try {
        resultado = await verificarCertificado(await pageDomainContext(null), csv, pagePeticion().direccion ?? 'desconocida');
      } catch (e) {
        if (!isAppError(e)) throw e;
        error = e.message;
      }
    }
  }
  return (
    <div className="max-w-3xl">
      <TituloPagina>{t.verificarTitulo}</TituloPagina>
      <p className="mt-2 text-lg text-slate-700">{t.verificarIntro}</p>
      <form method="get" action="/acreditacion/verificar" className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end">
        <TextField
          id="csv"
          name="csv"
          label={t.csvCampo}
          hint={t.csvAyuda}
          defaultValue={csv ?? ''}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          className="sm:flex-1"
          errors={error && !resultado && !csv ? [error] : undefined}
        />
        <button type="submit" className={buttonVariants({ size: 'md' })}>
          {t.comprobar}
        </button>
      </form>
      {error && csv ? (
        <div className="mt-6">
          <FormMessage kind="error">{error}</FormMessage>
        </div>
      ) : null}
      {resultado ? <VerificacionResultado v={resultado} /> : null}
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
