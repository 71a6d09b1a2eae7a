-- What the inviter already knows of the person (a request's profile entry, a project's invite
-- form), offered on the acceptance page; and the index a project's Equipo tab lists its invitations by.
ALTER TABLE `invitaciones` ADD `nombre` text;--> statement-breakpoint
ALTER TABLE `invitaciones` ADD `apellido1` text;--> statement-breakpoint
ALTER TABLE `invitaciones` ADD `apellido2` text;--> statement-breakpoint
ALTER TABLE `invitaciones` ADD `sexo_id` integer;--> statement-breakpoint
ALTER TABLE `invitaciones` ADD `tipo_documento_identidad_clave` text;--> statement-breakpoint
ALTER TABLE `invitaciones` ADD `documento_identidad` text;--> statement-breakpoint
ALTER TABLE `invitaciones` ADD `telefono` text;--> statement-breakpoint
CREATE INDEX `invitaciones_proyecto_idx` ON `invitaciones` (`proyecto_id`);