import { ContactoForm } from '../../components/consultas/contacto-form.tsx';
import { TituloPagina } from '../../components/page/page-title.tsx';
import { contactoUi as t } from '../../i18n/consultas.ts';
import { pageSession } from '../../platform/page-auth.ts';
import { loadContacto } from '../../platform/page-consultas.ts';
import { pageDomainContext } from '../../platform/page-context.ts';

/**
 * `/contacto`: anyone asks the agency a question (POST /api/consultas). Rendered on each request,
 * never cached: the form carries the signed moment it was shown (its minimum fill time).
 */
export default async function ContactoPage() {
  const session = await pageSession();
  const ctx = await pageDomainContext(session?.actor ?? null);
  const { marca, tiposDocumento } = await loadContacto(ctx);
  return (
    <div className="max-w-2xl">
      <TituloPagina>{t.titulo}</TituloPagina>
      <p className="mt-2 mb-6 text-lg text-slate-700">{t.intro}</p>
      <ContactoForm marca={marca} tiposDocumento={tiposDocumento} />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
