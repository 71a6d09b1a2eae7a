import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button.tsx';
import { fieldBoxClass, inputClass } from './form-controls.tsx';

// `cn` joins without merging, so the kit's own class strings must hold no two classes of one
// property: tailwind-merge (here only, never in the client) drops nothing from them.
const sinConflictos = (clases: string) => expect(twMerge(clases)).toBe(clases.replace(/\s+/g, ' ').trim());

describe('the kit never sets one property twice', () => {
  it('buttons: every variant and size', () => {
    for (const variant of ['primary', 'secondary', 'ghost', 'ghostDanger'] as const)
      for (const size of ['sm', 'md', 'lg', 'icon'] as const) sinConflictos(buttonVariants({ variant, size }));
  });

  it('fields: the input box and the text area box', () => {
    sinConflictos(inputClass);
    sinConflictos(`${fieldBoxClass} h-auto py-2`);
  });
});
