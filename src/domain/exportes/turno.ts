// Between two batches of an export the writer gives the event loop a turn (a macrotask, so
// timers and other requests' I/O run), on Node and on Workers alike: a list of thousands of
// rows then never holds the server in one piece, whatever the database driver does.

/** Resolves on the next turn of the event loop. */
export const cedeTurno = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
