CREATE TABLE `referencias_solicitud` (
	`instancia_id` text NOT NULL,
	`anio` integer NOT NULL,
	`ultimo` integer NOT NULL,
	PRIMARY KEY(`instancia_id`, `anio`)
);
