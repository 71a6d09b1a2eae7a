export * from './instancias.ts';
export * from './lookups.ts';
export * from './sistema.ts';
