DROP INDEX `solicitudes_estado_idx`;--> statement-breakpoint
DROP INDEX `solicitudes_provincia_idx`;--> statement-breakpoint
DROP INDEX `solicitudes_ambito_idx`;--> statement-breakpoint
DROP INDEX `solicitudes_proceso_alta_idx`;--> statement-breakpoint
CREATE INDEX `solicitudes_estado_idx` ON `solicitudes` (`instancia_id`,`estado_clave`,`alta_fecha`,`id`,`provincia_id`,`proceso_id`,`ambito_id`);--> statement-breakpoint
CREATE INDEX `solicitudes_provincia_idx` ON `solicitudes` (`instancia_id`,`provincia_id`,`alta_fecha`,`id`,`estado_clave`,`proceso_id`,`ambito_id`);--> statement-breakpoint
CREATE INDEX `solicitudes_ambito_idx` ON `solicitudes` (`instancia_id`,`ambito_id`,`alta_fecha`,`id`,`estado_clave`,`provincia_id`,`proceso_id`);--> statement-breakpoint
CREATE INDEX `solicitudes_proceso_alta_idx` ON `solicitudes` (`instancia_id`,`proceso_id`,`alta_fecha`,`id`,`estado_clave`,`provincia_id`,`ambito_id`);--> statement-breakpoint
CREATE INDEX `centros_provincia_nombre_idx` ON `centros` (`instancia_id`,`provincia_id`,lower("nombre"));--> statement-breakpoint
-- The planner weighs an index without statistics as very selective: with sqlite_stat1 present (PRAGMA optimize, the nightly job) the new indexes would win over better ones. Statistics for every index of both tables:
ANALYZE `solicitudes`;--> statement-breakpoint
ANALYZE `centros`;
