-- The requests list with any filters and any sort reads one index (ADR 0029): every sort key's
-- index carries every filter (its order is walked, the filters tested on the entries); the
-- selective filters' indexes (status, province, the date) also carry every sort key (their
-- matches are sorted from the entries). The table is read for the page's rows only. The
-- projects' status-and-phase index carries the centre and code sort keys. Written by
-- drizzle-kit (src/db/schema/) but for these comments and the ANALYZE.
DROP INDEX `proyectos_estado_idx`;--> statement-breakpoint
CREATE INDEX `proyectos_estado_idx` ON `proyectos` (`instancia_id`,`estado_clave`,`fase_clave`,`centro_orden`,`codigo`);--> statement-breakpoint
DROP INDEX `solicitudes_estado_idx`;--> statement-breakpoint
DROP INDEX `solicitudes_provincia_idx`;--> statement-breakpoint
DROP INDEX `solicitudes_alta_idx`;--> statement-breakpoint
DROP INDEX `solicitudes_nombre_idx`;--> statement-breakpoint
DROP INDEX `solicitudes_estado_orden_idx`;--> statement-breakpoint
DROP INDEX `solicitudes_instancia_idx`;--> statement-breakpoint
DROP INDEX `solicitudes_provincia_orden_idx`;--> statement-breakpoint
DROP INDEX `solicitudes_municipio_orden_idx`;--> statement-breakpoint
CREATE INDEX `solicitudes_referencia_idx` ON `solicitudes` (`instancia_id`,`referencia`,`id`,`estado_clave`,`provincia_id`,`proceso_id`,`ambito_id`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `solicitudes_estado_idx` ON `solicitudes` (`instancia_id`,`estado_clave`,`alta_fecha`,`id`,`provincia_id`,`proceso_id`,`ambito_id`,`referencia`,`provincia_orden`,`municipio_orden`,lower("nombre"));--> statement-breakpoint
CREATE INDEX `solicitudes_provincia_idx` ON `solicitudes` (`instancia_id`,`provincia_id`,`alta_fecha`,`id`,`estado_clave`,`proceso_id`,`ambito_id`,`referencia`,`provincia_orden`,`municipio_orden`,lower("nombre"));--> statement-breakpoint
CREATE INDEX `solicitudes_alta_idx` ON `solicitudes` (`instancia_id`,`alta_fecha`,`id`,`estado_clave`,`provincia_id`,`proceso_id`,`ambito_id`,`referencia`,`provincia_orden`,`municipio_orden`,lower("nombre"));--> statement-breakpoint
CREATE INDEX `solicitudes_nombre_idx` ON `solicitudes` (`instancia_id`,lower("nombre"),`id`,`estado_clave`,`provincia_id`,`proceso_id`,`ambito_id`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `solicitudes_estado_orden_idx` ON `solicitudes` (`instancia_id`,`estado_clave`,`id`,`provincia_id`,`proceso_id`,`ambito_id`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `solicitudes_instancia_idx` ON `solicitudes` (`instancia_id`,`id`,`estado_clave`,`provincia_id`,`proceso_id`,`ambito_id`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `solicitudes_provincia_orden_idx` ON `solicitudes` (`instancia_id`,`provincia_orden`,`id`,`estado_clave`,`provincia_id`,`proceso_id`,`ambito_id`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `solicitudes_municipio_orden_idx` ON `solicitudes` (`instancia_id`,`municipio_orden`,`id`,`estado_clave`,`provincia_id`,`proceso_id`,`ambito_id`,`alta_fecha`);--> statement-breakpoint
-- Statistics for the new indexes (an index without them looks very selective to the planner: 0021).
ANALYZE `solicitudes`;--> statement-breakpoint
ANALYZE `proyectos`;
