// One write verb for a record that is created or replaced: `save<X>(ctx, input)` creates and
// `save<X>(ctx, id, input, …)` replaces the record with that id. An area keeps its create and
// update bodies apart (their checks differ) and exports them joined by this helper, so callers
// keep their argument order and the types of both calls. Only for records whose create takes
// an input object second and whose update takes a numeric id second: the call is told apart by
// that argument alone.

type Write = (ctx: never, second: never, ...rest: never[]) => unknown;
type Second<F extends Write> = Parameters<F>[1];

/** `save<X>`: the create call when the second argument is an input, the update call when it is an id. */
export function saveVerb<C extends Write, U extends Write>(
  create: Second<C> extends number ? never : C,
  update: Second<U> extends number ? U : never,
): C & U {
  const call = (write: unknown, args: unknown[]) => (write as (...args: unknown[]) => unknown)(...args);
  const save = (...args: unknown[]) => (typeof args[1] === 'number' ? call(update, args) : call(create, args));
  return save as unknown as C & U;
}
