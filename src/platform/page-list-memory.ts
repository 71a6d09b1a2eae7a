import { unstable_redirect } from 'waku/router/server';
import { rememberedQuery } from '../components/ui/list-memory.ts';
import { requestHeader } from './page-context.ts';

/**
 * Call on every list page after its guard: a list opened without a query goes to its
 * remembered one (list-memory.ts). A redirect on the server, so the filtered list is the
 * first thing rendered, before and without JavaScript.
 */
export function restoreListQuery(path: string, query: string | undefined): void {
  if (query?.replace(/^\?/, '')) return;
  const remembered = rememberedQuery(requestHeader('cookie'), path);
  if (remembered) unstable_redirect(`${path}?${remembered}`);
}
