/**
 * `npm start`'s first preload: on Linux, the server runs with glibc's allocator set for a
 * long-lived server that allocates page-sized buffers all day (ADR 0033, 0071).
 *
 * - MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own arena (up to 8 per core),
 *   and a Node server has a dozen threads that do (V8's compiler and collector threads, libuv's
 *   pool). Under load each arena keeps the memory its thread freed: ~70 MB sat in thread arenas.
 * - MALLOC_MMAP_THRESHOLD_=65536: a block of 64 KB or more (a rendered page, its gzip form, a
 *   kept copy, a statement's result) gets its own mapping, returned to the system when freed.
 *   glibc's default threshold moves up to the largest block freed so far (up to 32 MB), after
 *   which such blocks are carved from the heap and leave holes it cannot return. Ten signed-in
 *   pages rendered 300 times each: idle after seeding 316 → 253 MB, peak 395 → 355 MB (ADR 0071).
 * - MALLOC_TRIM_THRESHOLD_=1048576: the heap's free top is returned past 1 MB. Setting it also
 *   stops glibc from raising it with the mmap threshold above.
 *
 * glibc reads these variables only when the process starts, so a server started without them
 * replaces itself (same process id, same arguments and standard streams) with one that has them.
 * An operator's own value of any of them is kept. Elsewhere (macOS, musl) they mean nothing and
 * nothing happens.
 */
export const MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '1048576',
};

const missing = Object.entries(MALLOC_ENV).filter(([name]) => process.env[name] === undefined);

if (process.platform === 'linux' && missing.length > 0 && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...Object.fromEntries(missing),
  });
}
