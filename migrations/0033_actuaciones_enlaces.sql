CREATE TABLE `actuacion_centros` (
	`actuacion_id` integer NOT NULL,
	`centro_id` integer NOT NULL,
	PRIMARY KEY(`actuacion_id`, `centro_id`),
	FOREIGN KEY (`actuacion_id`) REFERENCES `actuaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`centro_id`) REFERENCES `centros`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `actuacion_centros_centro_idx` ON `actuacion_centros` (`centro_id`);--> statement-breakpoint
CREATE TABLE `actuacion_etiquetas` (
	`actuacion_id` integer NOT NULL,
	`etiqueta_id` integer NOT NULL,
	PRIMARY KEY(`actuacion_id`, `etiqueta_id`),
	FOREIGN KEY (`actuacion_id`) REFERENCES `actuaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`etiqueta_id`) REFERENCES `etiquetas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `actuacion_etiquetas_etiqueta_idx` ON `actuacion_etiquetas` (`etiqueta_id`);--> statement-breakpoint
CREATE TABLE `actuacion_usuarios` (
	`actuacion_id` integer NOT NULL,
	`usuario_id` integer NOT NULL,
	PRIMARY KEY(`actuacion_id`, `usuario_id`),
	FOREIGN KEY (`actuacion_id`) REFERENCES `actuaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `actuacion_usuarios_usuario_idx` ON `actuacion_usuarios` (`usuario_id`);--> statement-breakpoint
CREATE TABLE `actuaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`titulo` text,
	`descripcion` text NOT NULL,
	`fecha_inicio` text,
	`fecha_fin` text,
	`tipo_clave` text NOT NULL,
	`proyecto_id` integer,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`proyecto_id`) REFERENCES `proyectos`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `actuaciones_fecha_idx` ON `actuaciones` (`instancia_id`,`fecha_inicio`,`id`);--> statement-breakpoint
CREATE INDEX `actuaciones_proyecto_idx` ON `actuaciones` (`proyecto_id`,`fecha_inicio`);--> statement-breakpoint
CREATE TABLE `tipos_actuacion` (
	`instancia_id` text NOT NULL,
	`clave` text NOT NULL,
	`nombre` text NOT NULL,
	`orden` integer NOT NULL,
	PRIMARY KEY(`instancia_id`, `clave`)
);
--> statement-breakpoint
CREATE TABLE `enlaces` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`titulo` text NOT NULL,
	`url` text NOT NULL,
	`descripcion` text,
	`lugar_clave` text NOT NULL,
	`orden` integer NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text
);
--> statement-breakpoint
CREATE INDEX `enlaces_lugar_idx` ON `enlaces` (`instancia_id`,`lugar_clave`,`orden`);--> statement-breakpoint
ALTER TABLE `ficheros` ADD `actuacion_id` integer;--> statement-breakpoint
CREATE INDEX `ficheros_actuacion_idx` ON `ficheros` (`actuacion_id`);