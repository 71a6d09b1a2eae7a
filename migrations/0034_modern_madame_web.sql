CREATE TABLE `firmas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`fichero_id` integer NOT NULL,
	`tipo_fichero_clave` text NOT NULL,
	`perfil_clave` text NOT NULL,
	`estado` text NOT NULL,
	`usuario_firma_id` integer,
	`usuario_firma_nombre` text,
	`fecha_firma` text,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`fichero_id`) REFERENCES `ficheros`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`usuario_firma_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `firmas_fichero_perfil_uq` ON `firmas` (`fichero_id`,`perfil_clave`);--> statement-breakpoint
CREATE INDEX `firmas_instancia_idx` ON `firmas` (`instancia_id`);--> statement-breakpoint
CREATE TABLE `proceso_firmas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`proceso_id` integer NOT NULL,
	`tipo_fichero_clave` text NOT NULL,
	`perfil_clave` text NOT NULL,
	`orden` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`proceso_id`) REFERENCES `procesos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proceso_firmas_uq` ON `proceso_firmas` (`proceso_id`,`tipo_fichero_clave`,`perfil_clave`);