CREATE TABLE `etiquetas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`nombre` text NOT NULL,
	`color` text NOT NULL,
	`tipo_clave` text NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text
);
--> statement-breakpoint
CREATE INDEX `etiquetas_tipo_idx` ON `etiquetas` (`instancia_id`,`tipo_clave`);--> statement-breakpoint
CREATE TABLE `intentos_acceso` (
	`clave` text PRIMARY KEY NOT NULL,
	`fallos` integer NOT NULL,
	`primer_fallo` text NOT NULL,
	`bloqueado_hasta` text
);
--> statement-breakpoint
CREATE TABLE `invitaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`direccion_email` text NOT NULL,
	`perfil_id` integer NOT NULL,
	`proyecto_id` integer,
	`incluir_remitente` integer DEFAULT false NOT NULL,
	`remitente_id` integer,
	`estado` text NOT NULL,
	`expira_en` text NOT NULL,
	`aceptada_en` text,
	`usuario_id` integer,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`perfil_id`) REFERENCES `perfiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`remitente_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitaciones_token_uq` ON `invitaciones` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invitaciones_estado_idx` ON `invitaciones` (`instancia_id`,`estado`,`expira_en`);--> statement-breakpoint
CREATE TABLE `perfil_permisos` (
	`perfil_id` integer NOT NULL,
	`permiso_clave` text NOT NULL,
	`escritura` integer NOT NULL,
	PRIMARY KEY(`perfil_id`, `permiso_clave`),
	FOREIGN KEY (`perfil_id`) REFERENCES `perfiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`permiso_clave`) REFERENCES `permisos`(`clave`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `perfiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`clave` text NOT NULL,
	`nombre_publico` text NOT NULL,
	`tipo_clave` text NOT NULL,
	`general` integer NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `perfiles_clave_uq` ON `perfiles` (`instancia_id`,`clave`);--> statement-breakpoint
CREATE TABLE `permisos` (
	`clave` text PRIMARY KEY NOT NULL,
	`descripcion` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `restablecimientos` (
	`id` text PRIMARY KEY NOT NULL,
	`usuario_id` integer NOT NULL,
	`creado_en` text NOT NULL,
	`expira_en` text NOT NULL,
	`usado_en` text,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `restablecimientos_usuario_idx` ON `restablecimientos` (`usuario_id`);--> statement-breakpoint
CREATE TABLE `sesiones` (
	`id` text PRIMARY KEY NOT NULL,
	`usuario_id` integer NOT NULL,
	`refresco_hash` text NOT NULL,
	`creada_en` text NOT NULL,
	`expira_en` text NOT NULL,
	`ultimo_uso` text NOT NULL,
	`redireccion` text,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sesiones_usuario_idx` ON `sesiones` (`usuario_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `sesiones_refresco_uq` ON `sesiones` (`refresco_hash`);--> statement-breakpoint
CREATE TABLE `usuario_etiquetas` (
	`usuario_id` integer NOT NULL,
	`etiqueta_id` integer NOT NULL,
	PRIMARY KEY(`usuario_id`, `etiqueta_id`),
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`etiqueta_id`) REFERENCES `etiquetas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `usuario_perfiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`usuario_id` integer NOT NULL,
	`perfil_id` integer NOT NULL,
	`proyecto_id` integer,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`perfil_id`) REFERENCES `perfiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `usuario_perfiles_uq` ON `usuario_perfiles` (`usuario_id`,`perfil_id`,coalesce(`proyecto_id`, 0));--> statement-breakpoint
CREATE INDEX `usuario_perfiles_proyecto_idx` ON `usuario_perfiles` (`proyecto_id`);--> statement-breakpoint
CREATE TABLE `usuarios` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`user_name` text NOT NULL,
	`email` text NOT NULL,
	`nombre` text DEFAULT '' NOT NULL,
	`apellido1` text NOT NULL,
	`apellido2` text,
	`tipo_documento_identidad_clave` text NOT NULL,
	`documento_identidad` text,
	`sexo_id` integer,
	`telefono` text,
	`provincia_id` integer,
	`es_persona` integer DEFAULT true NOT NULL,
	`activo` integer DEFAULT true NOT NULL,
	`es_super_admin` integer DEFAULT false NOT NULL,
	`password_hash` text,
	`tipo_perfil` text,
	`fichero_avatar_id` integer,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `usuarios_email_uq` ON `usuarios` (`instancia_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `usuarios_user_name_uq` ON `usuarios` (`instancia_id`,`user_name`);--> statement-breakpoint
CREATE INDEX `usuarios_activo_idx` ON `usuarios` (`instancia_id`,`activo`);--> statement-breakpoint
CREATE TABLE `correos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`para` text NOT NULL,
	`asunto` text NOT NULL,
	`html` text NOT NULL,
	`texto` text NOT NULL,
	`plantilla` text NOT NULL,
	`estado` text NOT NULL,
	`intentos` integer DEFAULT 0 NOT NULL,
	`ultimo_error` text,
	`proximo_intento` text,
	`creado_en` text NOT NULL,
	`enviado_en` text,
	`id_proveedor` text
);
--> statement-breakpoint
CREATE INDEX `correos_estado_idx` ON `correos` (`estado`,`proximo_intento`);--> statement-breakpoint
CREATE INDEX `correos_para_idx` ON `correos` (`instancia_id`,`para`);