/**
 * Server-side entry point: the pure predicates plus the zod builders.
 * Client code imports './valibot' directly so its bundle never pulls in zod.
 */
export * from './rules';
export * from './zod';
