import { FormularioForm } from '../../../components/catalogo/pruebas/formulario-form.tsx';
import { PageTitle } from '../../../components/page/page-title.tsx';
import { paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { guardPage } from '../../../platform/page-auth.ts';

/** `/formulario`: a new form; its questions are added on its own page after creating it (MANUALES). */
export default async function NuevoFormularioPage({ path, query }: { path: string; query?: string }) {
  await guardPage(path, query);
  return (
    <div key="formulario-alta" className="max-w-4xl">
      <PageTitle>{t.nuevoFormulario}</PageTitle>
      <h1 className="mb-4 text-3xl font-bold text-slate-900">{t.nuevoFormulario}</h1>
      <FormularioForm />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
