CREATE TABLE `acreditacion_observaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`acreditacion_id` integer NOT NULL,
	`observacion` text NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`acreditacion_id`) REFERENCES `acreditaciones`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `acreditacion_observaciones_idx` ON `acreditacion_observaciones` (`acreditacion_id`);--> statement-breakpoint
CREATE TABLE `acreditaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`codigo` text NOT NULL,
	`proyecto_id` integer NOT NULL,
	`fecha_publicacion` text,
	`fecha_vigencia` text,
	`fecha_revocacion` text,
	`fecha_suspension` text,
	`estado_clave` text DEFAULT 'PRE' NOT NULL,
	`fichero_publico_id` integer,
	`fichero_privado_id` integer,
	`csv` text NOT NULL,
	`nivel_clave` text,
	`nivel_nombre` text,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`proyecto_id`) REFERENCES `proyectos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`fichero_publico_id`) REFERENCES `ficheros`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`fichero_privado_id`) REFERENCES `ficheros`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `acreditaciones_codigo_uq` ON `acreditaciones` (`instancia_id`,`codigo`);--> statement-breakpoint
CREATE UNIQUE INDEX `acreditaciones_csv_uq` ON `acreditaciones` (`csv`);--> statement-breakpoint
CREATE INDEX `acreditaciones_proyecto_idx` ON `acreditaciones` (`proyecto_id`);--> statement-breakpoint
CREATE INDEX `acreditaciones_estado_idx` ON `acreditaciones` (`instancia_id`,`estado_clave`,`codigo`);--> statement-breakpoint
CREATE INDEX `acreditaciones_publicacion_idx` ON `acreditaciones` (`instancia_id`,`fecha_publicacion`);