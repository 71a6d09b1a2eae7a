import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button.tsx';

// `cn` joins without merging, so the kit's own class strings must hold no two utilities of one
// property: tailwind-merge (here only, never in the client) drops nothing from them. The kit's
// component classes (styles.css .boton, .campo) sit below the utilities in the cascade, so a
// utility given with them wins without merging.
const sinConflictos = (clases: string) => expect(twMerge(clases)).toBe(clases.replace(/\s+/g, ' ').trim());

describe('the kit never sets one property twice', () => {
  it('buttons: every variant and size', () => {
    for (const variant of ['primary', 'secondary', 'ghost', 'ghostDanger'] as const)
      for (const size of ['sm', 'md', 'lg', 'icon'] as const) sinConflictos(buttonVariants({ variant, size }));
  });
});
