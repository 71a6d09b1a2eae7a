CREATE TABLE `calendario_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instancia_id` text NOT NULL,
	`usuario_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`creado_en` text NOT NULL,
	FOREIGN KEY (`usuario_id`) REFERENCES `usuarios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendario_tokens_hash_uq` ON `calendario_tokens` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `calendario_tokens_usuario_uq` ON `calendario_tokens` (`instancia_id`,`usuario_id`);--> statement-breakpoint
CREATE INDEX `calendario_tokens_usuario_idx` ON `calendario_tokens` (`usuario_id`);