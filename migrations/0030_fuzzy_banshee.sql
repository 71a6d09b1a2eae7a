ALTER TABLE `autoevaluacion_areas_mejora` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `autoevaluacion_fortalezas` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `tareas` ADD `version` integer DEFAULT 1 NOT NULL;