// The widget's styles, inside its shadow root: nothing here reaches the host page, and `all:
// initial` on the host stops the page's inherited styles (font, colour, line height) coming in.
// Colours meet WCAG AA contrast on white (slate-800 text, blue-800 links and buttons).

export const ESTILOS = `
:host{all:initial;display:block;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1e293b}
*{box-sizing:border-box}
.w{border:1px solid #cbd5e1;border-radius:8px;padding:16px;background:#fff;max-width:48rem}
h2{margin:0 0 12px;font-size:1.25rem;line-height:1.3;color:#0f172a}
.filtros{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end;margin-bottom:12px}
.campo{display:flex;flex-direction:column;gap:4px;flex:1 1 12rem}
label{font-size:.875rem;font-weight:600}
input,select{font:inherit;color:inherit;padding:6px 8px;border:1px solid #64748b;border-radius:6px;background:#fff;min-height:40px}
button,.boton{font:inherit;font-weight:600;padding:6px 14px;border-radius:6px;border:1px solid #1e40af;background:#1e40af;color:#fff;cursor:pointer;min-height:40px;text-decoration:none;display:inline-flex;align-items:center}
button:disabled{background:#e2e8f0;border-color:#cbd5e1;color:#475569;cursor:not-allowed}
a{color:#1e40af}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.estado{margin:8px 0;font-size:.875rem;color:#334155}
.error{border:1px solid #b91c1c;background:#fef2f2;color:#7f1d1d;border-radius:6px;padding:8px 12px}
.error p{margin:0 0 8px}
.lista{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.item{border:1px solid #e2e8f0;border-radius:6px;padding:10px 12px;display:grid;gap:4px}
.titulo{font-weight:700;font-size:1.05rem}
.lugar{font-size:.875rem;color:#334155}
dl{margin:0;display:flex;flex-wrap:wrap;gap:4px 16px;font-size:.875rem}
dl div{display:flex;gap:4px}
dt{font-weight:600}
dd{margin:0}
.item .boton{justify-self:start;margin-top:4px}
.pag{display:flex;align-items:center;justify-content:space-between;gap:8px;margin-top:12px;flex-wrap:wrap}
`;
