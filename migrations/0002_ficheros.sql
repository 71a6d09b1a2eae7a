CREATE TABLE `ficheros` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`nombre_fisico` text NOT NULL,
	`clave_almacen` text NOT NULL,
	`tipo_contenido` text NOT NULL,
	`bytes` integer NOT NULL,
	`tipo_clave` text NOT NULL,
	`usuario_id` integer,
	`proyecto_id` integer,
	`manual_id` integer,
	`solicitud_id` integer,
	`acreditacion_id` integer,
	`descripcion` text,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ficheros_clave_almacen_uq` ON `ficheros` (`clave_almacen`);--> statement-breakpoint
CREATE INDEX `ficheros_usuario_idx` ON `ficheros` (`instancia_id`,`usuario_id`);--> statement-breakpoint
CREATE INDEX `ficheros_proyecto_idx` ON `ficheros` (`proyecto_id`);--> statement-breakpoint
CREATE INDEX `ficheros_manual_idx` ON `ficheros` (`manual_id`);--> statement-breakpoint
CREATE INDEX `ficheros_solicitud_idx` ON `ficheros` (`solicitud_id`);--> statement-breakpoint
CREATE INDEX `ficheros_acreditacion_idx` ON `ficheros` (`acreditacion_id`);