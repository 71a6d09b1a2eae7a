import { getContext } from 'hono/context-storage';
import { TituloPagina } from '../../../components/page/page-title.tsx';
import { Seccion } from '../../../components/shared/seccion.tsx';
import { registroUi as t } from '../../../i18n/acreditaciones-registro.ts';
import { pageInstancia } from '../../../platform/page-context.ts';

// React renders custom elements with their attributes as given (React 19).
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'acredita-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> &
        Record<`data-${string}`, string>;
    }
  }
}

/**
 * `/widget`: the embeddable widget at work (the register and the open processes) and the code a
 * partner copies. Pages under /widget may be framed by any site (page-security.ts).
 */
export default async function WidgetPage() {
  const instancia = await pageInstancia();
  // The server as the visitor reached it: the address a partner copies.
  const origen = new URL(getContext().req.url).origin;
  const snippet = `<script src="${origen}/widget/acredita.js" data-instancia="${instancia.id}" data-vista="registro" data-por-pagina="10" async></script>`;
  return (
    <div className="grid max-w-4xl gap-6">
      <TituloPagina>{t.widgetTitulo}</TituloPagina>
      <p className="text-lg text-slate-700">{t.widgetIntro}</p>
      <Seccion id="widget-codigo" titulo={t.widgetCodigo} className="grid gap-2">
        {/* Focusable: a region that scrolls sideways must be reachable by keyboard (WCAG 2.1.1). */}
        <pre
          className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus
          tabIndex={0}
        >
          <code>{snippet}</code>
        </pre>
      </Seccion>
      <acredita-widget data-instancia={instancia.id} data-vista="registro" data-por-pagina="5" />
      <acredita-widget data-instancia={instancia.id} data-vista="procesos" data-por-pagina="5" />
      <script src="/widget/acredita.js" async />
    </div>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
