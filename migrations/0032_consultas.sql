CREATE TABLE `consulta_claves` (
	`instancia_id` text PRIMARY KEY NOT NULL,
	`clave` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `consulta_etiquetas` (
	`consulta_id` integer NOT NULL,
	`etiqueta_id` integer NOT NULL,
	PRIMARY KEY(`consulta_id`, `etiqueta_id`),
	FOREIGN KEY (`consulta_id`) REFERENCES `consultas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`etiqueta_id`) REFERENCES `etiquetas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `consulta_etiquetas_etiqueta_idx` ON `consulta_etiquetas` (`etiqueta_id`);--> statement-breakpoint
CREATE TABLE `consulta_observaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`consulta_id` integer NOT NULL,
	`observacion` text NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`consulta_id`) REFERENCES `consultas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `consulta_observaciones_consulta_idx` ON `consulta_observaciones` (`consulta_id`);--> statement-breakpoint
CREATE TABLE `consultas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`referencia` text NOT NULL,
	`nombre` text NOT NULL,
	`tipo_documento_identidad_clave` text NOT NULL,
	`documento_identidad` text NOT NULL,
	`direccion_email` text NOT NULL,
	`telefono` text NOT NULL,
	`texto` text NOT NULL,
	`estado_clave` text,
	`fecha_resolucion` text,
	`respuesta` text,
	`origen` text NOT NULL,
	`usuario_responsable_id` integer,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`tipo_documento_identidad_clave`) REFERENCES `tipos_documento_identidad`(`clave`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`usuario_responsable_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `consultas_referencia_uq` ON `consultas` (`instancia_id`,`referencia`);--> statement-breakpoint
CREATE INDEX `consultas_alta_idx` ON `consultas` (`instancia_id`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `consultas_estado_idx` ON `consultas` (`instancia_id`,`estado_clave`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `consultas_responsable_idx` ON `consultas` (`instancia_id`,`usuario_responsable_id`,`alta_fecha`);