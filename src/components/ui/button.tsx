import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';

// styles.css .boton: the utilities every button and button-styled link shares, in one class (in
// the components layer, so a variant's or size's utility wins over it by the cascade).
// `cn` does not merge: no two utilities of one property may meet here, so an override that a
// caller needs is a variant or a size of its own.
export const buttonVariants = cva('boton', {
  variants: {
    variant: {
      primary: 'bg-brand text-white hover:bg-brand-strong',
      secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
      ghost: 'text-slate-800 hover:bg-slate-100',
      // A ghost button inside an error banner, in the banner's colour.
      ghostDanger: 'text-red-900 hover:bg-slate-100',
    },
    // icon: a square toolbar button holding only an icon.
    size: { sm: 'h-8 px-3', md: 'h-10 px-4', lg: 'h-12 px-6 text-base', icon: 'h-9 w-9 p-0' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
