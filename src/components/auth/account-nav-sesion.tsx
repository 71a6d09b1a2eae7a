'use client';

import { AccountNav } from './account-nav.tsx';

/**
 * The account corner of the signed-in headers (management and areas), as a client component:
 * its props are a name and a flag, so each signed-in page's RSC payload, rendered per request,
 * carries those (~0.1 KB) instead of the links' element tree and each icon's drawing (~1.9 KB).
 * The public header keeps the server render: its pages are held to a tighter JavaScript budget
 * (ADR 0066) and their renders are kept (not per request).
 */
export function AccountNavSesion(props: Parameters<typeof AccountNav>[0]) {
  return <AccountNav {...props} />;
}
