CREATE TABLE `hilos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`proyecto_id` integer NOT NULL,
	`centro_id` integer NOT NULL,
	`asunto` text NOT NULL,
	`estandar_id` integer,
	`ultimo_en` text NOT NULL,
	`n_mensajes` integer DEFAULT 1 NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	FOREIGN KEY (`proyecto_id`) REFERENCES `proyectos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`centro_id`) REFERENCES `centros`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `hilos_bandeja_idx` ON `hilos` (`instancia_id`,`ultimo_en`,`id`);--> statement-breakpoint
CREATE INDEX `hilos_proyecto_idx` ON `hilos` (`proyecto_id`,`ultimo_en`,`id`);--> statement-breakpoint
CREATE INDEX `hilos_centro_idx` ON `hilos` (`instancia_id`,`centro_id`,`ultimo_en`,`id`);--> statement-breakpoint
CREATE INDEX `hilos_estandar_idx` ON `hilos` (`proyecto_id`,`estandar_id`);--> statement-breakpoint
CREATE TABLE `mensaje_avisos` (
	`usuario_id` integer PRIMARY KEY NOT NULL,
	`correo` integer NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mensaje_etiquetas` (
	`mensaje_id` integer NOT NULL,
	`etiqueta_id` integer NOT NULL,
	PRIMARY KEY(`mensaje_id`, `etiqueta_id`),
	FOREIGN KEY (`mensaje_id`) REFERENCES `mensajes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`etiqueta_id`) REFERENCES `etiquetas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mensaje_etiquetas_etiqueta_idx` ON `mensaje_etiquetas` (`etiqueta_id`);--> statement-breakpoint
CREATE TABLE `mensaje_lecturas` (
	`mensaje_id` integer NOT NULL,
	`usuario_id` integer NOT NULL,
	`fecha` text NOT NULL,
	PRIMARY KEY(`mensaje_id`, `usuario_id`),
	FOREIGN KEY (`mensaje_id`) REFERENCES `mensajes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mensaje_pendientes` (
	`usuario_id` integer NOT NULL,
	`mensaje_id` integer NOT NULL,
	`hilo_id` integer NOT NULL,
	`proyecto_id` integer NOT NULL,
	`instancia_id` text NOT NULL,
	PRIMARY KEY(`usuario_id`, `mensaje_id`),
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mensaje_id`) REFERENCES `mensajes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mensaje_pendientes_hilo_idx` ON `mensaje_pendientes` (`usuario_id`,`hilo_id`);--> statement-breakpoint
CREATE INDEX `mensaje_pendientes_proyecto_idx` ON `mensaje_pendientes` (`usuario_id`,`proyecto_id`);--> statement-breakpoint
CREATE INDEX `mensaje_pendientes_instancia_idx` ON `mensaje_pendientes` (`usuario_id`,`instancia_id`,`hilo_id`);--> statement-breakpoint
CREATE INDEX `mensaje_pendientes_mensaje_idx` ON `mensaje_pendientes` (`mensaje_id`);--> statement-breakpoint
CREATE TABLE `mensajes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`hilo_id` integer NOT NULL,
	`proyecto_id` integer NOT NULL,
	`mensaje_padre_id` integer,
	`asunto` text NOT NULL,
	`cuerpo` text NOT NULL,
	`estandar_id` integer,
	`tipo_clave` text,
	`lado` text NOT NULL,
	`usuario_id` integer,
	`usuario_nombre` text,
	`fecha` text NOT NULL,
	FOREIGN KEY (`hilo_id`) REFERENCES `hilos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `mensajes_hilo_idx` ON `mensajes` (`hilo_id`,`id`);--> statement-breakpoint
ALTER TABLE `ficheros` ADD `mensaje_id` integer;--> statement-breakpoint
CREATE INDEX `ficheros_mensaje_idx` ON `ficheros` (`mensaje_id`);