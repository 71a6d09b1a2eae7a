/**
 * `npm start` runs its TypeScript through tsx's hooks registered here, keeping the handle that
 * removes them: start.ts removes them before it imports the built server. Left in place, the
 * hooks would also take the 2 MB production bundle through their loader, which cost the server
 * ~170 MB of resident memory for its whole life (docs/performance.md). Under the plain
 * `tsx scripts/start.ts` there is no handle and everything still works, with that memory.
 */
import { register } from 'tsx/esm/api';

globalThis[Symbol.for('acredita.unregisterTypeScript')] = register();
