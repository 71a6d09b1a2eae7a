ALTER TABLE `autoevaluaciones` ADD `fichero_informe_id` integer;--> statement-breakpoint
ALTER TABLE `autoevaluaciones` ADD `resultado_clave` text DEFAULT 'PTE' NOT NULL;--> statement-breakpoint
ALTER TABLE `autoevaluaciones` ADD `nivel_clave` text;--> statement-breakpoint
ALTER TABLE `autoevaluaciones` ADD `nivel_nombre` text;--> statement-breakpoint
ALTER TABLE `autoevaluaciones` ADD `fecha_publicacion` text;--> statement-breakpoint
ALTER TABLE `autoevaluaciones` ADD `fecha_limite_siguiente` text;