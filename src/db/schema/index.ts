export * from './catalogo.ts';
export * from './correo.ts';
export * from './ficheros.ts';
export * from './identidad.ts';
export * from './instancias.ts';
export * from './lookups.ts';
export * from './sistema.ts';
