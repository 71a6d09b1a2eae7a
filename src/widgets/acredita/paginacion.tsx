import { widgetTextos as t } from '../../i18n/widget.ts';

/** Previous / next with the page in words; the buttons say where they go for screen readers. */
export function Paginacion(props: { pagina: number; total: number; porPagina: number; ir: (p: number) => void }) {
  const paginas = Math.max(1, Math.ceil(props.total / props.porPagina));
  if (paginas <= 1) return null;
  return (
    <nav className="pag" aria-label={t.paginacion}>
      <button type="button" onClick={() => props.ir(props.pagina - 1)} disabled={props.pagina <= 1} aria-label={t.paginaAnterior}>
        {t.anterior}
      </button>
      <span>{t.pagina(props.pagina, paginas)}</span>
      <button
        type="button"
        onClick={() => props.ir(props.pagina + 1)}
        disabled={props.pagina >= paginas}
        aria-label={t.paginaSiguiente}
      >
        {t.siguiente}
      </button>
    </nav>
  );
}
