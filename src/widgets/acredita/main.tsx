import { createRoot } from 'react-dom/client';
import { DEFAULT_INSTANCIA } from '../../domain/shared/instancia.ts';
import type { Config } from './api.ts';
import { ESTILOS } from './estilos.ts';
import { Widget } from './widget.tsx';

// The widget's bundle (compiled against preact/compat: scripts/build-widget.ts): defines
// <acredita-widget>, which the loader (/widget/acredita.js, loader.ts) puts where the partner's
// script tag is, with the tag's data- attributes. Each element renders in its own shadow root.

const entero = (v: string | undefined, min: number, max: number) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

function configDe(el: HTMLElement): Config {
  const d = el.dataset;
  return {
    origen: d.origen || (window as { __acreditaOrigen?: string }).__acreditaOrigen || location.origin,
    instancia: d.instancia || DEFAULT_INSTANCIA,
    vista: d.vista === 'procesos' ? 'procesos' : 'registro',
    provinciaId: entero(d.provincia, 1, 99),
    municipioId: entero(d.municipio, 1, 99_999),
    ambitoId: entero(d.ambito, 1, 1e9),
    porPagina: entero(d.porPagina, 1, 50) ?? 10,
  };
}

class AcreditaWidget extends HTMLElement {
  connectedCallback() {
    if (this.shadowRoot) return;
    const root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = ESTILOS;
    const mount = document.createElement('div');
    root.append(style, mount);
    createRoot(mount).render(<Widget cfg={configDe(this)} />);
  }
}

if (!customElements.get('acredita-widget')) customElements.define('acredita-widget', AcreditaWidget);
