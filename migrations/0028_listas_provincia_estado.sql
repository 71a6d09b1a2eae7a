-- The requests list's work queue, a province's requests in one status (ADR 0029): the pair's own
-- index, so its count and any sort read only the pair's matches instead of every request of the
-- province (at 100,000 requests: 642 entries instead of 2,119), and the default order (newest
-- first) is walked. Written by drizzle-kit (src/db/schema/solicitudes.ts) but for this comment
-- and the ANALYZE.
CREATE INDEX `solicitudes_provincia_estado_idx` ON `solicitudes` (`instancia_id`,`provincia_id`,`estado_clave`,`alta_fecha`,`id`,`proceso_id`,`ambito_id`,`referencia`,`provincia_orden`,`municipio_orden`,lower("nombre"));--> statement-breakpoint
-- Statistics for the new index (an index without them looks very selective to the planner: 0021).
ANALYZE `solicitudes`;
