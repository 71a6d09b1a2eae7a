CREATE TABLE `subsanacion_avisos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subsanacion_id` integer NOT NULL,
	`dias` integer NOT NULL,
	`enviado_en` text NOT NULL,
	FOREIGN KEY (`subsanacion_id`) REFERENCES `subsanaciones`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subsanacion_avisos_uq` ON `subsanacion_avisos` (`subsanacion_id`,`dias`);--> statement-breakpoint
CREATE TABLE `subsanacion_estandares` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subsanacion_id` integer NOT NULL,
	`estandar_id` integer NOT NULL,
	`comentario` text NOT NULL,
	`respuesta` text,
	`respuesta_fecha` text,
	`respuesta_usuario_id` integer,
	`respuesta_usuario_nombre` text,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`subsanacion_id`) REFERENCES `subsanaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subsanacion_estandares_uq` ON `subsanacion_estandares` (`subsanacion_id`,`estandar_id`);--> statement-breakpoint
CREATE TABLE `subsanaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`evaluacion_id` integer NOT NULL,
	`autoevaluacion_id` integer NOT NULL,
	`numero` integer NOT NULL,
	`fecha_limite` text NOT NULL,
	`estado_clave` text DEFAULT 'ABIERTA' NOT NULL,
	`cierre_fecha` text,
	`cierre_usuario_id` integer,
	`cierre_usuario_nombre` text,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`evaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`autoevaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subsanaciones_numero_uq` ON `subsanaciones` (`evaluacion_id`,`numero`);--> statement-breakpoint
CREATE INDEX `subsanaciones_autoevaluacion_idx` ON `subsanaciones` (`autoevaluacion_id`,`estado_clave`);--> statement-breakpoint
CREATE INDEX `subsanaciones_estado_idx` ON `subsanaciones` (`estado_clave`,`fecha_limite`);