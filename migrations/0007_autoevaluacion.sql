CREATE TABLE `autoevaluacion_areas_mejora` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`autoevaluacion_id` integer NOT NULL,
	`estandar_id` integer,
	`evidencia_id` integer,
	`codigo` text,
	`descripcion` text NOT NULL,
	`implantacion` integer DEFAULT false NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`autoevaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`evidencia_id`) REFERENCES `evidencias`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `autoevaluacion_areas_mejora_idx` ON `autoevaluacion_areas_mejora` (`autoevaluacion_id`);--> statement-breakpoint
CREATE INDEX `autoevaluacion_areas_mejora_evidencia_idx` ON `autoevaluacion_areas_mejora` (`autoevaluacion_id`,`evidencia_id`);--> statement-breakpoint
CREATE TABLE `autoevaluacion_estandar_etiquetas` (
	`autoevaluacion_id` integer NOT NULL,
	`estandar_id` integer NOT NULL,
	`etiqueta_id` integer NOT NULL,
	PRIMARY KEY(`autoevaluacion_id`, `estandar_id`, `etiqueta_id`),
	FOREIGN KEY (`autoevaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`etiqueta_id`) REFERENCES `autoevaluacion_etiquetas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `autoevaluacion_estandar_observaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`autoevaluacion_id` integer NOT NULL,
	`estandar_id` integer NOT NULL,
	`observacion` text NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`autoevaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `autoevaluacion_estandar_observaciones_idx` ON `autoevaluacion_estandar_observaciones` (`autoevaluacion_id`,`estandar_id`);--> statement-breakpoint
CREATE TABLE `autoevaluacion_estandar_usuarios` (
	`autoevaluacion_id` integer NOT NULL,
	`estandar_id` integer NOT NULL,
	`usuario_id` integer NOT NULL,
	PRIMARY KEY(`autoevaluacion_id`, `estandar_id`, `usuario_id`),
	FOREIGN KEY (`autoevaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `autoevaluacion_estandar_usuarios_usuario_idx` ON `autoevaluacion_estandar_usuarios` (`autoevaluacion_id`,`usuario_id`);--> statement-breakpoint
CREATE TABLE `autoevaluacion_estandares` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`autoevaluacion_id` integer NOT NULL,
	`estandar_id` integer NOT NULL,
	`estado_clave` text DEFAULT 'PTE' NOT NULL,
	`aplica` integer DEFAULT true NOT NULL,
	`justificacion` text,
	`version` integer DEFAULT 1 NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`autoevaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `autoevaluacion_estandares_uq` ON `autoevaluacion_estandares` (`autoevaluacion_id`,`estandar_id`);--> statement-breakpoint
CREATE INDEX `autoevaluacion_estandares_estado_idx` ON `autoevaluacion_estandares` (`autoevaluacion_id`,`estado_clave`);--> statement-breakpoint
CREATE TABLE `autoevaluacion_etiquetas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`autoevaluacion_id` integer NOT NULL,
	`nombre` text NOT NULL,
	`color` text NOT NULL,
	`tipo_clave` text DEFAULT 'EST' NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`autoevaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `autoevaluacion_etiquetas_idx` ON `autoevaluacion_etiquetas` (`autoevaluacion_id`,`tipo_clave`);--> statement-breakpoint
CREATE TABLE `autoevaluacion_evidencias` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`autoevaluacion_id` integer NOT NULL,
	`evidencia_id` integer NOT NULL,
	`estado_clave` text DEFAULT 'PTE' NOT NULL,
	`aplica` integer DEFAULT true NOT NULL,
	`bloqueado` integer DEFAULT false NOT NULL,
	`justificacion` text,
	`version` integer DEFAULT 1 NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`autoevaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`evidencia_id`) REFERENCES `evidencias`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `autoevaluacion_evidencias_uq` ON `autoevaluacion_evidencias` (`autoevaluacion_id`,`evidencia_id`);--> statement-breakpoint
CREATE TABLE `autoevaluacion_fortalezas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`autoevaluacion_id` integer NOT NULL,
	`estandar_id` integer,
	`evidencia_id` integer,
	`codigo` text,
	`descripcion` text NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`autoevaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`evidencia_id`) REFERENCES `evidencias`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `autoevaluacion_fortalezas_idx` ON `autoevaluacion_fortalezas` (`autoevaluacion_id`);--> statement-breakpoint
CREATE INDEX `autoevaluacion_fortalezas_evidencia_idx` ON `autoevaluacion_fortalezas` (`autoevaluacion_id`,`evidencia_id`);--> statement-breakpoint
CREATE TABLE `autoevaluacion_pregunta_ficheros` (
	`autoevaluacion_pregunta_id` integer NOT NULL,
	`fichero_id` integer NOT NULL,
	PRIMARY KEY(`autoevaluacion_pregunta_id`, `fichero_id`),
	FOREIGN KEY (`autoevaluacion_pregunta_id`) REFERENCES `autoevaluacion_preguntas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fichero_id`) REFERENCES `ficheros`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `autoevaluacion_pregunta_marcadas` (
	`autoevaluacion_pregunta_id` integer NOT NULL,
	`respuesta_id` integer NOT NULL,
	PRIMARY KEY(`autoevaluacion_pregunta_id`, `respuesta_id`),
	FOREIGN KEY (`autoevaluacion_pregunta_id`) REFERENCES `autoevaluacion_preguntas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`respuesta_id`) REFERENCES `respuestas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `autoevaluacion_preguntas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`autoevaluacion_prueba_id` integer NOT NULL,
	`pregunta_id` integer NOT NULL,
	`respuesta` text,
	FOREIGN KEY (`autoevaluacion_prueba_id`) REFERENCES `autoevaluacion_pruebas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pregunta_id`) REFERENCES `preguntas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `autoevaluacion_preguntas_uq` ON `autoevaluacion_preguntas` (`autoevaluacion_prueba_id`,`pregunta_id`);--> statement-breakpoint
CREATE TABLE `autoevaluacion_prueba_ficheros` (
	`autoevaluacion_prueba_id` integer NOT NULL,
	`fichero_id` integer NOT NULL,
	PRIMARY KEY(`autoevaluacion_prueba_id`, `fichero_id`),
	FOREIGN KEY (`autoevaluacion_prueba_id`) REFERENCES `autoevaluacion_pruebas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fichero_id`) REFERENCES `ficheros`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `autoevaluacion_pruebas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`autoevaluacion_id` integer NOT NULL,
	`prueba_id` integer NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`autoevaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`prueba_id`) REFERENCES `pruebas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `autoevaluacion_pruebas_uq` ON `autoevaluacion_pruebas` (`autoevaluacion_id`,`prueba_id`);--> statement-breakpoint
CREATE TABLE `tarea_etiquetas` (
	`tarea_id` integer NOT NULL,
	`etiqueta_id` integer NOT NULL,
	PRIMARY KEY(`tarea_id`, `etiqueta_id`),
	FOREIGN KEY (`tarea_id`) REFERENCES `tareas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`etiqueta_id`) REFERENCES `autoevaluacion_etiquetas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tarea_observaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tarea_id` integer NOT NULL,
	`observacion` text NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`tarea_id`) REFERENCES `tareas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tarea_observaciones_idx` ON `tarea_observaciones` (`tarea_id`);--> statement-breakpoint
CREATE TABLE `tareas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`autoevaluacion_id` integer NOT NULL,
	`titulo` text NOT NULL,
	`descripcion` text,
	`fecha_limite` text,
	`estandar_id` integer,
	`usuario_id` integer,
	`conseguido` integer DEFAULT false NOT NULL,
	`estado_clave` text DEFAULT 'PTE' NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`autoevaluacion_id`) REFERENCES `autoevaluaciones`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`estandar_id`) REFERENCES `estandares`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `tareas_autoevaluacion_idx` ON `tareas` (`autoevaluacion_id`,`fecha_limite`);--> statement-breakpoint
CREATE INDEX `tareas_usuario_idx` ON `tareas` (`usuario_id`,`fecha_limite`);--> statement-breakpoint
CREATE TABLE `proyecto_etiquetas` (
	`proyecto_id` integer NOT NULL,
	`etiqueta_id` integer NOT NULL,
	PRIMARY KEY(`proyecto_id`, `etiqueta_id`),
	FOREIGN KEY (`proyecto_id`) REFERENCES `proyectos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`etiqueta_id`) REFERENCES `etiquetas`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `proyecto_etiquetas_etiqueta_idx` ON `proyecto_etiquetas` (`etiqueta_id`);--> statement-breakpoint
CREATE TABLE `proyecto_observaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`proyecto_id` integer NOT NULL,
	`observacion` text NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`proyecto_id`) REFERENCES `proyectos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `proyecto_observaciones_idx` ON `proyecto_observaciones` (`proyecto_id`);