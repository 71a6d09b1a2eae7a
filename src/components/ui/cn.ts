import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. It does not resolve conflicts: two classes of the same property (`h-10` and
 * `h-9`) would both reach the element and the stylesheet's order would pick one. So a component
 * never passes two of a kind: a variant carries the whole value (`button.tsx`'s sizes), a state
 * picks one of two strings. Merging (tailwind-merge) cost 8.4 KB gzip on every page (ADR 0066).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
