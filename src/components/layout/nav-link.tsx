'use client';

import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';
import { Link, useRouter } from '../ui/router.tsx';

/** A menu link that marks itself as the current page (aria-current) for screen readers and styling. */
export function NavLink(props: {
  href: string;
  also?: string[];
  className?: string;
  activeClassName?: string;
  children: ReactNode;
}) {
  const { path } = useRouter();
  const active = path === props.href || (props.also ?? []).includes(path);
  return (
    <Link
      to={props.href}
      aria-current={active ? 'page' : undefined}
      className={cn(props.className, active && props.activeClassName)}
    >
      {props.children}
    </Link>
  );
}
