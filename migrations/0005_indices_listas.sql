DROP INDEX `centros_provincia_idx`;--> statement-breakpoint
CREATE INDEX `centros_nombre_idx` ON `centros` (`instancia_id`,lower("nombre"));--> statement-breakpoint
CREATE INDEX `centros_codigo_postal_idx` ON `centros` (`instancia_id`,`codigo_postal`);--> statement-breakpoint
CREATE INDEX `centros_provincia_idx` ON `centros` (`instancia_id`,`provincia_id`,`alta_fecha`);--> statement-breakpoint
DROP INDEX `solicitudes_provincia_idx`;--> statement-breakpoint
CREATE INDEX `solicitudes_alta_idx` ON `solicitudes` (`instancia_id`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `solicitudes_ambito_idx` ON `solicitudes` (`instancia_id`,`ambito_id`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `solicitudes_proceso_alta_idx` ON `solicitudes` (`instancia_id`,`proceso_id`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `solicitudes_nombre_idx` ON `solicitudes` (`instancia_id`,lower("nombre"));--> statement-breakpoint
CREATE INDEX `solicitudes_provincia_idx` ON `solicitudes` (`instancia_id`,`provincia_id`,`alta_fecha`);