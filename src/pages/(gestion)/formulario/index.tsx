import { FormularioForm } from '../../../components/catalogo/pruebas/formulario-form.tsx';
import { TituloPagina } from '../../../components/page/page-title.tsx';
import { paginasPruebas as t } from '../../../i18n/catalogo-pruebas.ts';
import { guardPage } from '../../../platform/page-auth.ts';

/** `/formulario`: a new form; its questions are added on its own page after creating it (MANUALES). */
export default async function NuevoFormularioPage({ path, query }: { path: string; query?: string }) {
  await guardPage(path, query);
  return (
    <div key="formulario-alta" className="max-w-4xl">
      <TituloPagina margen="mb-4">{t.nuevoFormulario}</TituloPagina>
      <FormularioForm />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
