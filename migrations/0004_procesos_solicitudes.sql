CREATE TABLE `plantillas_notificacion` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`proceso_id` integer NOT NULL,
	`asunto` text,
	`cuerpo` text,
	`tipo_hito_clave` text,
	`medio_notificacion_clave` text NOT NULL,
	`descripcion` text,
	`direcciones_email` text,
	`dias` integer,
	`perfil_id` integer,
	`fase_proyecto_clave` text,
	`activo` integer DEFAULT true NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`proceso_id`) REFERENCES `procesos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tipo_hito_clave`) REFERENCES `tipos_hito`(`clave`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`medio_notificacion_clave`) REFERENCES `medios_notificacion`(`clave`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`perfil_id`) REFERENCES `perfiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`fase_proyecto_clave`) REFERENCES `fases_proyecto`(`clave`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `plantillas_notificacion_proceso_idx` ON `plantillas_notificacion` (`proceso_id`,`activo`);--> statement-breakpoint
CREATE TABLE `proceso_ambitos` (
	`proceso_id` integer NOT NULL,
	`ambito_id` integer NOT NULL,
	`minimo` integer,
	PRIMARY KEY(`proceso_id`, `ambito_id`),
	FOREIGN KEY (`proceso_id`) REFERENCES `procesos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ambito_id`) REFERENCES `ambitos`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `proceso_fases_proyecto` (
	`proceso_id` integer NOT NULL,
	`fase_clave` text NOT NULL,
	`plazo` integer,
	`minimo` integer,
	PRIMARY KEY(`proceso_id`, `fase_clave`),
	FOREIGN KEY (`proceso_id`) REFERENCES `procesos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fase_clave`) REFERENCES `fases_proyecto`(`clave`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `proceso_perfiles` (
	`proceso_id` integer NOT NULL,
	`perfil_id` integer NOT NULL,
	`requiere_datos` integer DEFAULT false NOT NULL,
	`orden` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`proceso_id`, `perfil_id`),
	FOREIGN KEY (`proceso_id`) REFERENCES `procesos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`perfil_id`) REFERENCES `perfiles`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `proceso_tipo_fichero_ambitos` (
	`tipo_fichero_id` integer NOT NULL,
	`ambito_id` integer NOT NULL,
	PRIMARY KEY(`tipo_fichero_id`, `ambito_id`),
	FOREIGN KEY (`tipo_fichero_id`) REFERENCES `proceso_tipos_fichero`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ambito_id`) REFERENCES `ambitos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `proceso_tipos_fichero` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`proceso_id` integer NOT NULL,
	`clave` text NOT NULL,
	`nombre` text NOT NULL,
	`descripcion` text,
	`limite_tamano` integer,
	`limite_ficheros` integer,
	`extensiones` text,
	`interno` integer DEFAULT false NOT NULL,
	`orden` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`proceso_id`) REFERENCES `procesos`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proceso_tipos_fichero_clave_uq` ON `proceso_tipos_fichero` (`proceso_id`,`clave`);--> statement-breakpoint
CREATE TABLE `procesos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`codigo` text NOT NULL,
	`nombre` text NOT NULL,
	`manual_id` integer NOT NULL,
	`minimo` integer DEFAULT 0 NOT NULL,
	`fecha_apertura` text,
	`fecha_cierre` text,
	`plazo_vigencia_acreditacion` integer,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`manual_id`) REFERENCES `manuales`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `procesos_codigo_uq` ON `procesos` (`instancia_id`,`codigo`);--> statement-breakpoint
CREATE INDEX `procesos_fechas_idx` ON `procesos` (`instancia_id`,`fecha_apertura`,`fecha_cierre`);--> statement-breakpoint
CREATE TABLE `autoevaluaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`proyecto_id` integer NOT NULL,
	`fase_clave` text NOT NULL,
	`estado_clave` text DEFAULT 'CURSO' NOT NULL,
	`fecha_apertura` text,
	`fecha_inicio` text NOT NULL,
	`fecha_limite` text,
	`fecha_fin` text,
	`fecha_visita` text,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`proyecto_id`) REFERENCES `proyectos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`fase_clave`) REFERENCES `fases_proyecto`(`clave`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `autoevaluaciones_fase_uq` ON `autoevaluaciones` (`proyecto_id`,`fase_clave`);--> statement-breakpoint
CREATE TABLE `notificaciones_enviadas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`plantilla_id` integer NOT NULL,
	`destino` text NOT NULL,
	`hito_fecha` text NOT NULL,
	`enviada_en` text NOT NULL,
	FOREIGN KEY (`plantilla_id`) REFERENCES `plantillas_notificacion`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notificaciones_enviadas_uq` ON `notificaciones_enviadas` (`plantilla_id`,`destino`,`hito_fecha`);--> statement-breakpoint
CREATE TABLE `proyectos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`codigo` text NOT NULL,
	`solicitud_id` integer NOT NULL,
	`centro_id` integer NOT NULL,
	`proceso_id` integer NOT NULL,
	`ambito_id` integer,
	`estado_clave` text DEFAULT 'CURSO' NOT NULL,
	`fase_clave` text NOT NULL,
	`resultado_clave` text DEFAULT 'PTE' NOT NULL,
	`usuario_tutor_id` integer,
	`usuario_administrativo_id` integer,
	`demo` integer DEFAULT false NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`solicitud_id`) REFERENCES `solicitudes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`centro_id`) REFERENCES `centros`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`proceso_id`) REFERENCES `procesos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ambito_id`) REFERENCES `ambitos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`fase_clave`) REFERENCES `fases_proyecto`(`clave`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`usuario_tutor_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`usuario_administrativo_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proyectos_solicitud_uq` ON `proyectos` (`solicitud_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `proyectos_codigo_uq` ON `proyectos` (`instancia_id`,`codigo`);--> statement-breakpoint
CREATE INDEX `proyectos_estado_idx` ON `proyectos` (`instancia_id`,`estado_clave`,`fase_clave`);--> statement-breakpoint
CREATE TABLE `centros` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`nombre` text NOT NULL,
	`cif` text,
	`direccion` text,
	`codigo_postal` text NOT NULL,
	`provincia_id` integer,
	`municipio_id` integer,
	`localidad_id` integer,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`provincia_id`) REFERENCES `provincias`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`municipio_id`) REFERENCES `municipios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`localidad_id`) REFERENCES `localidades`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `centros_cif_idx` ON `centros` (`instancia_id`,`cif`);--> statement-breakpoint
CREATE INDEX `centros_alta_idx` ON `centros` (`instancia_id`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `centros_provincia_idx` ON `centros` (`instancia_id`,`provincia_id`);--> statement-breakpoint
CREATE TABLE `solicitud_observaciones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`solicitud_id` integer NOT NULL,
	`tipo_clave` text NOT NULL,
	`observacion` text NOT NULL,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`solicitud_id`) REFERENCES `solicitudes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `solicitud_observaciones_idx` ON `solicitud_observaciones` (`solicitud_id`,`tipo_clave`);--> statement-breakpoint
CREATE TABLE `solicitud_perfiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`solicitud_id` integer NOT NULL,
	`perfil_id` integer NOT NULL,
	`nombre` text NOT NULL,
	`apellido1` text NOT NULL,
	`apellido2` text,
	`sexo_id` integer NOT NULL,
	`cargo` text NOT NULL,
	`tipo_documento_identidad_clave` text,
	`documento_identidad` text,
	`direccion_email` text,
	`telefono` text,
	FOREIGN KEY (`solicitud_id`) REFERENCES `solicitudes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`perfil_id`) REFERENCES `perfiles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sexo_id`) REFERENCES `sexos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tipo_documento_identidad_clave`) REFERENCES `tipos_documento_identidad`(`clave`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `solicitud_perfiles_solicitud_idx` ON `solicitud_perfiles` (`solicitud_id`);--> statement-breakpoint
CREATE TABLE `solicitudes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`referencia` text NOT NULL,
	`proceso_id` integer NOT NULL,
	`centro_id` integer NOT NULL,
	`estado_clave` text DEFAULT 'PTE' NOT NULL,
	`ambito_id` integer,
	`nombre` text NOT NULL,
	`cif` text,
	`direccion` text,
	`codigo_postal` text,
	`provincia_id` integer,
	`municipio_id` integer,
	`localidad_id` integer,
	`fecha_inicio` text,
	`fecha_limite` text,
	`fecha_visita` text,
	`matricula` text,
	`observaciones` text,
	`nica` text,
	`demo` integer DEFAULT false NOT NULL,
	`usuario_administrativo_id` integer,
	`usuario_tutor_id` integer,
	`fecha_resolucion` text,
	`alta_fecha` text NOT NULL,
	`alta_usuario_id` integer,
	`alta_usuario_nombre` text,
	`modificacion_fecha` text,
	`modificacion_usuario_id` integer,
	`modificacion_usuario_nombre` text,
	FOREIGN KEY (`proceso_id`) REFERENCES `procesos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`centro_id`) REFERENCES `centros`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`ambito_id`) REFERENCES `ambitos`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`provincia_id`) REFERENCES `provincias`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`municipio_id`) REFERENCES `municipios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`localidad_id`) REFERENCES `localidades`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`usuario_administrativo_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`usuario_tutor_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `solicitudes_referencia_uq` ON `solicitudes` (`instancia_id`,`referencia`);--> statement-breakpoint
CREATE INDEX `solicitudes_estado_idx` ON `solicitudes` (`instancia_id`,`estado_clave`,`alta_fecha`);--> statement-breakpoint
CREATE INDEX `solicitudes_proceso_idx` ON `solicitudes` (`proceso_id`);--> statement-breakpoint
CREATE INDEX `solicitudes_centro_idx` ON `solicitudes` (`centro_id`);--> statement-breakpoint
CREATE INDEX `solicitudes_provincia_idx` ON `solicitudes` (`instancia_id`,`provincia_id`);