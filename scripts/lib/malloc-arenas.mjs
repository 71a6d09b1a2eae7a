/**
 * `npm start`'s first preload: on Linux, the server runs with at most two glibc malloc arenas.
 *
 * Why: glibc gives each thread that allocates its own arena (up to 8 per core), and a Node
 * server has a dozen threads that do (V8's compiler and collector threads, libuv's pool). Under
 * load each arena keeps the memory its thread freed, so the server's resident size grows and
 * stays up: in `npm run bench`'s rows, ~70 MB sat in thread arenas and the resident size ended
 * 30-40 MB higher than with two to four arenas (docs/performance.md, session 24; ADR 0033).
 *
 * glibc reads MALLOC_ARENA_MAX only when the process starts, so a server started without it
 * replaces itself (same process id, same arguments and standard streams) with one that has it.
 * An operator's own MALLOC_ARENA_MAX is kept. Elsewhere (macOS, musl) the variable means
 * nothing and nothing happens.
 */
const ARENAS = '2';

if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: ARENAS,
  });
}
