import { pageInstancia } from '../../platform/page-context.ts';

/** The document title "Página · Instancia" (React 19 hoists <title> into <head>). */
export async function PageTitle({ children }: { children: string }) {
  const instancia = await pageInstancia();
  return <title>{`${children} · ${instancia.nombre}`}</title>;
}
