'use client';

import { ChevronDown, FolderOpen } from 'lucide-react';
import { type ComponentType, type KeyboardEvent, useRef, useState } from 'react';
import { selectorProyecto as t } from '../../i18n/mis-proyectos.ts';
import type { SelectorProyectos } from './menu.ts';
import { type Apertura, triggerClass } from './proyecto-selector-boton.ts';

type Menu = ComponentType<{ selector: SelectorProyectos; apertura: Apertura; enfocar: boolean }>;
/** The menu's code once fetched: later pages of the session show it at once. */
let cargado: Menu | undefined;

/**
 * The areas' project switcher. Its menu (Radix DropdownMenu with its positioning: a fifth of
 * an area page's JavaScript) is fetched at the first sign of use, when the pointer reaches the
 * button or the focus does, not with every page. Until it arrives the same button stands in,
 * and keeps the focus; a press that comes first opens the menu as soon as it arrives, as that
 * press would have.
 */
export function ProyectoSelector({ selector }: { selector: SelectorProyectos }) {
  const [Menu, setMenu] = useState<Menu | undefined>(() => cargado);
  const [apertura, setApertura] = useState<Apertura>(null);
  const boton = useRef<HTMLButtonElement>(null);
  const enfocado = useRef(false);
  const pidiendo = useRef(false);

  const pedir = (como: Apertura = null) => {
    if (como) setApertura(como);
    if (pidiendo.current) return;
    pidiendo.current = true;
    void import('./proyecto-selector-menu.tsx').then((m) => {
      cargado = m.default;
      enfocado.current = document.activeElement === boton.current;
      setMenu(() => m.default);
    });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      pedir(e.key);
    }
  };

  if (Menu) return <Menu selector={selector} apertura={apertura} enfocar={enfocado.current} />;
  return (
    <button
      ref={boton}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={triggerClass}
      onPointerEnter={() => pedir()}
      onFocus={() => pedir()}
      onPointerDown={() => pedir('puntero')}
      onKeyDown={onKeyDown}
    >
      <FolderOpen aria-hidden="true" className="h-4 w-4" />
      {t.boton}
      <ChevronDown aria-hidden="true" className="h-4 w-4" />
    </button>
  );
}
