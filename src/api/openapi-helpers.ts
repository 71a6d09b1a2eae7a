import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema, listResponseSchema, queryInt, textQuery } from './lists.ts';

/*
 * Building blocks of the routes' OpenAPI descriptions. Every resource router described its
 * replies with the same few shapes; they live here so a status means the same everywhere.
 * None of these schemas carries an OpenAPI component name: they are inlined where used, and
 * a route that wants a named component calls `.openapi('Nombre')` on its own copy.
 */

/** A JSON body or reply with this schema. */
export const jsonContent = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

/** A reply in the error envelope, with its description. */
export const errorReply = (description: string) => ({ description, ...jsonContent(errorSchema) });

/** `request` of a route that takes a required JSON body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ body: { required: true, ...jsonContent(schema) } });

/** 401 and 403; the 403 text names the permission the route needs. */
export const deniedReplies = (forbidden = 'Sin permiso') => ({ 401: errorReply('Sin sesión'), 403: errorReply(forbidden) });

/** The error replies of a write (create, update, delete, reassign): 400, 401, 403, 404, 409 and 422. */
export function writeReplies(texts: { 403?: string; 404: string; 409: string }) {
  return {
    400: errorReply('Petición mal formada'),
    ...deniedReplies(texts[403]),
    404: errorReply(texts[404]),
    409: errorReply(texts[409]),
    422: errorReply('Datos no válidos'),
  };
}

/** The error replies of a read of one record by its id. */
export const readOneReplies = <D extends object>(denied: D, notFound: string) => ({
  400: errorReply('Identificador no válido'),
  ...denied,
  404: errorReply(notFound),
});

/** A positive integer id in the path. */
export const pathIdParam = (name: string) => queryInt({ min: 1 }).openapi({ param: { name, in: 'path' }, type: 'integer' });

/** `params` of a route with one id in its path, e.g. `idParams('bloqueId')` for /bloques/{bloqueId}. */
export const idParams = <K extends string>(name: K) =>
  z.object({ [name]: pathIdParam(name) } as Record<K, ReturnType<typeof pathIdParam>>);

/** An optional positive integer filter of a list. */
export const idQuery = (description: string) => queryInt({ min: 1 }).optional().openapi({ description });

/**
 * The typed process filter of a list (domain/procesos/filtro.ts): the processes whose code or
 * name hold every word, as the list pages offer it once there are too many processes for a
 * drop-down (ADR 0068). An addition to the spec's calls, which filter by procesoId only.
 */
export const procesoTextoQuery = () =>
  textQuery(
    'Adición: de los procesos cuyo código o nombre contienen todas estas palabras (el campo escrito que las páginas ofrecen cuando hay demasiados procesos para un desplegable); con procesoId, han de cumplirse ambos',
  );

/**
 * The typed responsible filter of the enquiries list (domain/consultas/responsables.ts): the
 * enquiries whose responsible's full name holds every word, as /consultas offers it once there are
 * too many possible responsibles for a drop-down (ADR 0068). An addition to the spec's call.
 */
export const responsableTextoQuery = () =>
  textQuery(
    'Adición: del responsable cuyo nombre completo contiene todas estas palabras (el campo escrito que la página ofrece cuando hay demasiados responsables para un desplegable); con usuarioResponsableId, han de cumplirse ambos',
  );

/** An optional "true"/"false" filter of a list, as a boolean; `message` answers any other value. */
export const booleanQuery = (description: string, message: string) =>
  z
    .enum(['true', 'false'], { error: message })
    .transform((v) => v === 'true')
    .optional()
    .openapi({ description, type: 'string', enum: ['true', 'false'] });

/** The reply of a create: 201 `{ Id, message }`. */
export const CreatedSchema = z.object({ Id: z.number().int(), message: z.string() });
export const MessageOnlySchema = z.object({ message: z.string() });

/** A reference to another record: `{ Id, Nombre }`. */
export const RefSchema = z.object({ Id: z.number().int(), Nombre: z.string() });
export const EtiquetaRefSchema = RefSchema.extend({ Color: z.string() });
export const EjemploRefSchema = z.object({ Id: z.number().int(), Titulo: z.string() });
/** The manual a catalogue record belongs to. */
export const ManualRefSchema = z.object({
  Id: z.number().int(),
  Codigo: z.string(),
  Nombre: z.string(),
  Version: z.string(),
  EstadoClave: z.string(),
});

const AuditEntrySchema = z.object({ Fecha: z.string(), Id: z.number().int().nullable(), Nombre: z.string().nullable() });
/** Who created and last changed a record, and when (the `Auditoria` of every record). */
export const AuditoriaSchema = z.object({ Alta: AuditEntrySchema, Modificacion: AuditEntrySchema.nullable() });
/** A follow-up cycle's verdict still as copied from the earlier cycle: Modificacion names its author there. */
export const CicloAnteriorSchema = z
  .boolean()
  .openapi({ description: 'Sin cambios desde que el seguimiento lo copió del ciclo anterior (Modificacion: su autor allí)' });

/** What every route description names: its path, its tag in the document and its summary. */
interface Described<P extends string> {
  tag: string;
  path: P;
  summary: string;
}

/** A record route: `params` name the record (or its parent); `description` is the success reply's. */
interface RecordRoute<P extends string, R extends z.ZodObject, E extends object> extends Described<P> {
  params: R;
  description: string;
  errors: E;
}

const head = <M extends 'get' | 'post' | 'put' | 'delete', P extends string>(method: M, o: Described<P>) => ({
  method,
  path: o.path,
  tags: [o.tag],
  summary: o.summary,
});

/** GET of a list: 200 with the list envelope of `record`, 400 for bad parameters, and `denied`. */
export function listRoute<
  P extends string,
  Q extends z.ZodObject | z.ZodPipe<z.ZodTransform, z.ZodObject>,
  D extends object,
>(opts: { tag: string; path: P; summary: string; query: Q; record: z.ZodType; denied: D }) {
  return createRoute({
    ...head('get', opts),
    request: { query: opts.query },
    responses: {
      200: { description: 'Lista', ...jsonContent(listResponseSchema(opts.record)) },
      400: errorReply('Parámetros no válidos'),
      ...opts.denied,
    },
  });
}

/** A path without parameters. */
const noParams = z.object({});

/** GET of one record by its id(s): 200 with the record, then `errors` (readOneReplies). */
export const getOneRoute = <P extends string, R extends z.ZodObject, E extends object>(
  o: RecordRoute<P, R, E> & { record: z.ZodType },
) =>
  createRoute({
    ...head('get', o),
    request: { params: o.params },
    responses: { 200: { description: o.description, ...jsonContent(o.record) }, ...o.errors },
  });

/**
 * POST that creates a record from a JSON body: 201 `{ Id, message }`, then `errors`. `params`
 * names the record it is created under, if any (e.g. /procesos/{procesoId}/niveles);
 * `description` is in the record's grammatical gender ('Creado' or 'Creada').
 */
export const createdRoute = <P extends string, B extends z.ZodType, E extends object, R extends z.ZodObject = typeof noParams>(
  o: Omit<RecordRoute<P, R, E>, 'params'> & { params?: R; body: B },
) =>
  createRoute({
    ...head('post', o),
    request: { params: (o.params ?? noParams) as R, ...jsonBody(o.body) },
    responses: { 201: { description: o.description, ...jsonContent(CreatedSchema) }, ...o.errors },
  });

/** PUT of one record by its id(s) with a JSON body: 200 with `record` (what the call answers), then `errors`. */
export const updatedRoute = <P extends string, R extends z.ZodObject, B extends z.ZodType, E extends object>(
  o: RecordRoute<P, R, E> & { body: B; record: z.ZodType },
) =>
  createRoute({
    ...head('put', o),
    request: { params: o.params, ...jsonBody(o.body) },
    responses: { 200: { description: o.description, ...jsonContent(o.record) }, ...o.errors },
  });

/** DELETE of one record by its id(s): 204, then `errors`. */
export const deletedRoute = <P extends string, R extends z.ZodObject, E extends object>(o: RecordRoute<P, R, E>) =>
  createRoute({
    ...head('delete', o),
    request: { params: o.params },
    responses: { 204: { description: o.description }, ...o.errors },
  });

/**
 * POST that saves a record's linked list (scopes, tags, examples…), mostly …/{id}/<lista>/reasignar,
 * and answers `{ message, <field>: [...] }` with the list as saved.
 */
export function reassignRoute<
  P extends string,
  R extends z.ZodObject,
  B extends z.ZodType,
  K extends string,
  I extends z.ZodType,
  E extends object,
>(opts: { tag: string; path: P; summary: string; params: R; body: B; field: K; item: I; description: string; errors: E }) {
  const reply = MessageOnlySchema.extend({ [opts.field]: z.array(opts.item) } as Record<K, z.ZodArray<I>>);
  return createRoute({
    ...head('post', opts),
    request: { params: opts.params, ...jsonBody(opts.body) },
    responses: { 200: { description: opts.description, ...jsonContent(reply) }, ...opts.errors },
  });
}

/** 401 and 403 of the catalogue reads (MANUALES, or any catalogue permission, to read). */
export const catalogoReadDenied = deniedReplies('Sin permiso de lectura del catálogo');

/** The write replies of the catalogue routes, which need MANUALES with write level. */
export const catalogoWriteReplies = (texts: { 404: string; 409: string }) =>
  writeReplies({ 403: 'Sin el permiso MANUALES (escritura)', ...texts });
