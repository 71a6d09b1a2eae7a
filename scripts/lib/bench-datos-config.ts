/** Where `npm run bench:datos` writes the large data set that `npm run bench` then reads. */
export const BENCH_DATOS_DB = './data/bench-datos.db';

/** A second instance with 1,000 rows of each list: the small side of "flat as data grows". */
export const PEQUENA = { id: 'bench-pequena', usuario: 'admin@bench-pequena.demo' } as const;
