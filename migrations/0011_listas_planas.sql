CREATE TABLE `recuentos` (
	`instancia_id` text NOT NULL,
	`tabla` text NOT NULL,
	`campo` text NOT NULL,
	`valor` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`instancia_id`, `tabla`, `campo`, `valor`)
);
--> statement-breakpoint
ALTER TABLE `proyectos` ADD `centro_orden` text;--> statement-breakpoint
CREATE INDEX `proyectos_fase_codigo_idx` ON `proyectos` (`instancia_id`,`fase_clave`,`codigo`);--> statement-breakpoint
CREATE INDEX `proyectos_estado_codigo_idx` ON `proyectos` (`instancia_id`,`estado_clave`,`codigo`);--> statement-breakpoint
CREATE INDEX `proyectos_demo_codigo_idx` ON `proyectos` (`instancia_id`,`demo`,`codigo`);--> statement-breakpoint
CREATE INDEX `proyectos_proceso_codigo_idx` ON `proyectos` (`instancia_id`,`proceso_id`,`codigo`);--> statement-breakpoint
CREATE INDEX `proyectos_ambito_codigo_idx` ON `proyectos` (`instancia_id`,`ambito_id`,`codigo`);--> statement-breakpoint
CREATE INDEX `proyectos_instancia_idx` ON `proyectos` (`instancia_id`);--> statement-breakpoint
CREATE INDEX `proyectos_centro_orden_idx` ON `proyectos` (`instancia_id`,`centro_orden`,`codigo`);--> statement-breakpoint
ALTER TABLE `centros` ADD `provincia_orden` text;--> statement-breakpoint
ALTER TABLE `centros` ADD `municipio_orden` text;--> statement-breakpoint
CREATE INDEX `centros_instancia_idx` ON `centros` (`instancia_id`);--> statement-breakpoint
CREATE INDEX `centros_provincia_orden_idx` ON `centros` (`instancia_id`,`provincia_orden`);--> statement-breakpoint
CREATE INDEX `centros_municipio_orden_idx` ON `centros` (`instancia_id`,`municipio_orden`);--> statement-breakpoint
ALTER TABLE `solicitudes` ADD `provincia_orden` text;--> statement-breakpoint
ALTER TABLE `solicitudes` ADD `municipio_orden` text;--> statement-breakpoint
CREATE INDEX `solicitudes_estado_orden_idx` ON `solicitudes` (`instancia_id`,`estado_clave`);--> statement-breakpoint
CREATE INDEX `solicitudes_instancia_idx` ON `solicitudes` (`instancia_id`);--> statement-breakpoint
CREATE INDEX `solicitudes_provincia_orden_idx` ON `solicitudes` (`instancia_id`,`provincia_orden`);--> statement-breakpoint
CREATE INDEX `solicitudes_municipio_orden_idx` ON `solicitudes` (`instancia_id`,`municipio_orden`);--> statement-breakpoint
-- Counts of the large lists (ADR 0018): kept by these triggers in the statement that inserts, deletes or moves a row.
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'centros', '', '', count(*) FROM `centros` GROUP BY instancia_id;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'centros', 'provincia_id', coalesce(cast(provincia_id as text), ''), count(*) FROM `centros` GROUP BY 1, 4;
--> statement-breakpoint
CREATE TRIGGER `centros_recuento_ai` AFTER INSERT ON `centros` BEGIN
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) VALUES
    (new.instancia_id, 'centros', '', '', 1),
    (new.instancia_id, 'centros', 'provincia_id', coalesce(cast(new.provincia_id as text), ''), 1)
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `centros_recuento_ad` AFTER DELETE ON `centros` BEGIN
  UPDATE recuentos SET n = n - 1 WHERE instancia_id = old.instancia_id AND tabla = 'centros' AND ((campo = '' AND valor = '') OR (campo = 'provincia_id' AND valor = coalesce(cast(old.provincia_id as text), '')));
END;
--> statement-breakpoint
CREATE TRIGGER `centros_recuento_au` AFTER UPDATE OF provincia_id ON `centros` BEGIN
  UPDATE recuentos SET n = n - 1
    WHERE old.provincia_id IS NOT new.provincia_id AND instancia_id = old.instancia_id AND tabla = 'centros' AND campo = 'provincia_id' AND valor = coalesce(cast(old.provincia_id as text), '');
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) SELECT new.instancia_id, 'centros', 'provincia_id', coalesce(cast(new.provincia_id as text), ''), 1
    WHERE old.provincia_id IS NOT new.provincia_id
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'solicitudes', '', '', count(*) FROM `solicitudes` GROUP BY instancia_id;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'solicitudes', 'estado_clave', coalesce(cast(estado_clave as text), ''), count(*) FROM `solicitudes` GROUP BY 1, 4;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'solicitudes', 'provincia_id', coalesce(cast(provincia_id as text), ''), count(*) FROM `solicitudes` GROUP BY 1, 4;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'solicitudes', 'proceso_id', coalesce(cast(proceso_id as text), ''), count(*) FROM `solicitudes` GROUP BY 1, 4;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'solicitudes', 'ambito_id', coalesce(cast(ambito_id as text), ''), count(*) FROM `solicitudes` GROUP BY 1, 4;
--> statement-breakpoint
CREATE TRIGGER `solicitudes_recuento_ai` AFTER INSERT ON `solicitudes` BEGIN
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) VALUES
    (new.instancia_id, 'solicitudes', '', '', 1),
    (new.instancia_id, 'solicitudes', 'estado_clave', coalesce(cast(new.estado_clave as text), ''), 1),
    (new.instancia_id, 'solicitudes', 'provincia_id', coalesce(cast(new.provincia_id as text), ''), 1),
    (new.instancia_id, 'solicitudes', 'proceso_id', coalesce(cast(new.proceso_id as text), ''), 1),
    (new.instancia_id, 'solicitudes', 'ambito_id', coalesce(cast(new.ambito_id as text), ''), 1)
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `solicitudes_recuento_ad` AFTER DELETE ON `solicitudes` BEGIN
  UPDATE recuentos SET n = n - 1 WHERE instancia_id = old.instancia_id AND tabla = 'solicitudes' AND ((campo = '' AND valor = '') OR (campo = 'estado_clave' AND valor = coalesce(cast(old.estado_clave as text), '')) OR (campo = 'provincia_id' AND valor = coalesce(cast(old.provincia_id as text), '')) OR (campo = 'proceso_id' AND valor = coalesce(cast(old.proceso_id as text), '')) OR (campo = 'ambito_id' AND valor = coalesce(cast(old.ambito_id as text), '')));
END;
--> statement-breakpoint
CREATE TRIGGER `solicitudes_recuento_au` AFTER UPDATE OF estado_clave, provincia_id, proceso_id, ambito_id ON `solicitudes` BEGIN
  UPDATE recuentos SET n = n - 1
    WHERE old.estado_clave IS NOT new.estado_clave AND instancia_id = old.instancia_id AND tabla = 'solicitudes' AND campo = 'estado_clave' AND valor = coalesce(cast(old.estado_clave as text), '');
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) SELECT new.instancia_id, 'solicitudes', 'estado_clave', coalesce(cast(new.estado_clave as text), ''), 1
    WHERE old.estado_clave IS NOT new.estado_clave
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
  UPDATE recuentos SET n = n - 1
    WHERE old.provincia_id IS NOT new.provincia_id AND instancia_id = old.instancia_id AND tabla = 'solicitudes' AND campo = 'provincia_id' AND valor = coalesce(cast(old.provincia_id as text), '');
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) SELECT new.instancia_id, 'solicitudes', 'provincia_id', coalesce(cast(new.provincia_id as text), ''), 1
    WHERE old.provincia_id IS NOT new.provincia_id
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
  UPDATE recuentos SET n = n - 1
    WHERE old.proceso_id IS NOT new.proceso_id AND instancia_id = old.instancia_id AND tabla = 'solicitudes' AND campo = 'proceso_id' AND valor = coalesce(cast(old.proceso_id as text), '');
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) SELECT new.instancia_id, 'solicitudes', 'proceso_id', coalesce(cast(new.proceso_id as text), ''), 1
    WHERE old.proceso_id IS NOT new.proceso_id
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
  UPDATE recuentos SET n = n - 1
    WHERE old.ambito_id IS NOT new.ambito_id AND instancia_id = old.instancia_id AND tabla = 'solicitudes' AND campo = 'ambito_id' AND valor = coalesce(cast(old.ambito_id as text), '');
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) SELECT new.instancia_id, 'solicitudes', 'ambito_id', coalesce(cast(new.ambito_id as text), ''), 1
    WHERE old.ambito_id IS NOT new.ambito_id
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'proyectos', '', '', count(*) FROM `proyectos` GROUP BY instancia_id;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'proyectos', 'fase_clave', coalesce(cast(fase_clave as text), ''), count(*) FROM `proyectos` GROUP BY 1, 4;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'proyectos', 'estado_clave', coalesce(cast(estado_clave as text), ''), count(*) FROM `proyectos` GROUP BY 1, 4;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'proyectos', 'demo', coalesce(cast(demo as text), ''), count(*) FROM `proyectos` GROUP BY 1, 4;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'proyectos', 'proceso_id', coalesce(cast(proceso_id as text), ''), count(*) FROM `proyectos` GROUP BY 1, 4;
--> statement-breakpoint
INSERT INTO `recuentos` (instancia_id, tabla, campo, valor, n) SELECT instancia_id, 'proyectos', 'ambito_id', coalesce(cast(ambito_id as text), ''), count(*) FROM `proyectos` GROUP BY 1, 4;
--> statement-breakpoint
CREATE TRIGGER `proyectos_recuento_ai` AFTER INSERT ON `proyectos` BEGIN
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) VALUES
    (new.instancia_id, 'proyectos', '', '', 1),
    (new.instancia_id, 'proyectos', 'fase_clave', coalesce(cast(new.fase_clave as text), ''), 1),
    (new.instancia_id, 'proyectos', 'estado_clave', coalesce(cast(new.estado_clave as text), ''), 1),
    (new.instancia_id, 'proyectos', 'demo', coalesce(cast(new.demo as text), ''), 1),
    (new.instancia_id, 'proyectos', 'proceso_id', coalesce(cast(new.proceso_id as text), ''), 1),
    (new.instancia_id, 'proyectos', 'ambito_id', coalesce(cast(new.ambito_id as text), ''), 1)
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `proyectos_recuento_ad` AFTER DELETE ON `proyectos` BEGIN
  UPDATE recuentos SET n = n - 1 WHERE instancia_id = old.instancia_id AND tabla = 'proyectos' AND ((campo = '' AND valor = '') OR (campo = 'fase_clave' AND valor = coalesce(cast(old.fase_clave as text), '')) OR (campo = 'estado_clave' AND valor = coalesce(cast(old.estado_clave as text), '')) OR (campo = 'demo' AND valor = coalesce(cast(old.demo as text), '')) OR (campo = 'proceso_id' AND valor = coalesce(cast(old.proceso_id as text), '')) OR (campo = 'ambito_id' AND valor = coalesce(cast(old.ambito_id as text), '')));
END;
--> statement-breakpoint
CREATE TRIGGER `proyectos_recuento_au` AFTER UPDATE OF fase_clave, estado_clave, demo, proceso_id, ambito_id ON `proyectos` BEGIN
  UPDATE recuentos SET n = n - 1
    WHERE old.fase_clave IS NOT new.fase_clave AND instancia_id = old.instancia_id AND tabla = 'proyectos' AND campo = 'fase_clave' AND valor = coalesce(cast(old.fase_clave as text), '');
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) SELECT new.instancia_id, 'proyectos', 'fase_clave', coalesce(cast(new.fase_clave as text), ''), 1
    WHERE old.fase_clave IS NOT new.fase_clave
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
  UPDATE recuentos SET n = n - 1
    WHERE old.estado_clave IS NOT new.estado_clave AND instancia_id = old.instancia_id AND tabla = 'proyectos' AND campo = 'estado_clave' AND valor = coalesce(cast(old.estado_clave as text), '');
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) SELECT new.instancia_id, 'proyectos', 'estado_clave', coalesce(cast(new.estado_clave as text), ''), 1
    WHERE old.estado_clave IS NOT new.estado_clave
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
  UPDATE recuentos SET n = n - 1
    WHERE old.demo IS NOT new.demo AND instancia_id = old.instancia_id AND tabla = 'proyectos' AND campo = 'demo' AND valor = coalesce(cast(old.demo as text), '');
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) SELECT new.instancia_id, 'proyectos', 'demo', coalesce(cast(new.demo as text), ''), 1
    WHERE old.demo IS NOT new.demo
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
  UPDATE recuentos SET n = n - 1
    WHERE old.proceso_id IS NOT new.proceso_id AND instancia_id = old.instancia_id AND tabla = 'proyectos' AND campo = 'proceso_id' AND valor = coalesce(cast(old.proceso_id as text), '');
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) SELECT new.instancia_id, 'proyectos', 'proceso_id', coalesce(cast(new.proceso_id as text), ''), 1
    WHERE old.proceso_id IS NOT new.proceso_id
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
  UPDATE recuentos SET n = n - 1
    WHERE old.ambito_id IS NOT new.ambito_id AND instancia_id = old.instancia_id AND tabla = 'proyectos' AND campo = 'ambito_id' AND valor = coalesce(cast(old.ambito_id as text), '');
  INSERT INTO recuentos (instancia_id, tabla, campo, valor, n) SELECT new.instancia_id, 'proyectos', 'ambito_id', coalesce(cast(new.ambito_id as text), ''), 1
    WHERE old.ambito_id IS NOT new.ambito_id
  ON CONFLICT (instancia_id, tabla, campo, valor) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- Text search of the large lists (ADR 0018): the list's searched text, folded as foldSql does, in a trigram index.
CREATE VIRTUAL TABLE `centros_busqueda` USING fts5(texto, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `centros_busqueda` (rowid, texto) SELECT id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(centros.nombre || ' ' || coalesce(centros.cif, '') || ' ' || centros.codigo_postal || ' ' || coalesce(centros.direccion, '')), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') FROM `centros`;
--> statement-breakpoint
CREATE TRIGGER `centros_busqueda_ai` AFTER INSERT ON `centros` BEGIN
  INSERT INTO centros_busqueda (rowid, texto) VALUES (new.id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.nombre || ' ' || coalesce(new.cif, '') || ' ' || new.codigo_postal || ' ' || coalesce(new.direccion, '')), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n'));
END;
--> statement-breakpoint
CREATE TRIGGER `centros_busqueda_au` AFTER UPDATE OF nombre, cif, codigo_postal, direccion ON `centros` BEGIN
  UPDATE centros_busqueda SET texto = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.nombre || ' ' || coalesce(new.cif, '') || ' ' || new.codigo_postal || ' ' || coalesce(new.direccion, '')), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `centros_busqueda_ad` AFTER DELETE ON `centros` BEGIN
  DELETE FROM centros_busqueda WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `solicitudes_busqueda` USING fts5(texto, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `solicitudes_busqueda` (rowid, texto) SELECT id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(solicitudes.nombre || ' ' || coalesce(solicitudes.cif, '') || ' ' || solicitudes.referencia), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') FROM `solicitudes`;
--> statement-breakpoint
CREATE TRIGGER `solicitudes_busqueda_ai` AFTER INSERT ON `solicitudes` BEGIN
  INSERT INTO solicitudes_busqueda (rowid, texto) VALUES (new.id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.nombre || ' ' || coalesce(new.cif, '') || ' ' || new.referencia), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n'));
END;
--> statement-breakpoint
CREATE TRIGGER `solicitudes_busqueda_au` AFTER UPDATE OF nombre, cif, referencia ON `solicitudes` BEGIN
  UPDATE solicitudes_busqueda SET texto = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.nombre || ' ' || coalesce(new.cif, '') || ' ' || new.referencia), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `solicitudes_busqueda_ad` AFTER DELETE ON `solicitudes` BEGIN
  DELETE FROM solicitudes_busqueda WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `proyectos_busqueda` USING fts5(texto, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `proyectos_busqueda` (rowid, texto) SELECT id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(proyectos.codigo || ' ' || coalesce((SELECT c.nombre FROM centros c WHERE c.id = proyectos.centro_id), '')), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') FROM `proyectos`;
--> statement-breakpoint
CREATE TRIGGER `proyectos_busqueda_ai` AFTER INSERT ON `proyectos` BEGIN
  INSERT INTO proyectos_busqueda (rowid, texto) VALUES (new.id, replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.codigo || ' ' || coalesce((SELECT c.nombre FROM centros c WHERE c.id = new.centro_id), '')), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n'));
END;
--> statement-breakpoint
CREATE TRIGGER `proyectos_busqueda_au` AFTER UPDATE OF codigo, centro_id ON `proyectos` BEGIN
  UPDATE proyectos_busqueda SET texto = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(new.codigo || ' ' || coalesce((SELECT c.nombre FROM centros c WHERE c.id = new.centro_id), '')), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') WHERE rowid = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `proyectos_busqueda_ad` AFTER DELETE ON `proyectos` BEGIN
  DELETE FROM proyectos_busqueda WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER `centros_busqueda_proyectos_au` AFTER UPDATE OF nombre ON `centros` BEGIN
  UPDATE proyectos_busqueda SET texto = (SELECT replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(p.codigo || ' ' || new.nombre), 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n') FROM proyectos p WHERE p.id = proyectos_busqueda.rowid)
    WHERE rowid IN (SELECT id FROM proyectos WHERE centro_id = new.id);
END;
--> statement-breakpoint
-- Sort keys of the large lists (ADR 0018): the names the lists sort by, copied onto the row by these triggers.
UPDATE `centros` SET provincia_orden = (SELECT busqueda FROM provincias WHERE id = centros.provincia_id),
    municipio_orden = (SELECT busqueda FROM municipios WHERE id = centros.municipio_id);
--> statement-breakpoint
CREATE TRIGGER `centros_orden_ai` AFTER INSERT ON `centros` BEGIN
  UPDATE centros SET provincia_orden = (SELECT busqueda FROM provincias WHERE id = new.provincia_id),
    municipio_orden = (SELECT busqueda FROM municipios WHERE id = new.municipio_id)
  WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `centros_orden_au` AFTER UPDATE OF provincia_id, municipio_id ON `centros` BEGIN
  UPDATE centros SET provincia_orden = (SELECT busqueda FROM provincias WHERE id = new.provincia_id),
    municipio_orden = (SELECT busqueda FROM municipios WHERE id = new.municipio_id)
  WHERE id = new.id;
END;
--> statement-breakpoint
UPDATE `solicitudes` SET provincia_orden = (SELECT busqueda FROM provincias WHERE id = solicitudes.provincia_id),
    municipio_orden = (SELECT busqueda FROM municipios WHERE id = solicitudes.municipio_id);
--> statement-breakpoint
CREATE TRIGGER `solicitudes_orden_ai` AFTER INSERT ON `solicitudes` BEGIN
  UPDATE solicitudes SET provincia_orden = (SELECT busqueda FROM provincias WHERE id = new.provincia_id),
    municipio_orden = (SELECT busqueda FROM municipios WHERE id = new.municipio_id)
  WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `solicitudes_orden_au` AFTER UPDATE OF provincia_id, municipio_id ON `solicitudes` BEGIN
  UPDATE solicitudes SET provincia_orden = (SELECT busqueda FROM provincias WHERE id = new.provincia_id),
    municipio_orden = (SELECT busqueda FROM municipios WHERE id = new.municipio_id)
  WHERE id = new.id;
END;
--> statement-breakpoint
UPDATE `proyectos` SET centro_orden = (SELECT lower(nombre) FROM centros WHERE id = proyectos.centro_id);
--> statement-breakpoint
CREATE TRIGGER `proyectos_orden_ai` AFTER INSERT ON `proyectos` BEGIN
  UPDATE proyectos SET centro_orden = (SELECT lower(nombre) FROM centros WHERE id = new.centro_id) WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `proyectos_orden_au` AFTER UPDATE OF centro_id ON `proyectos` BEGIN
  UPDATE proyectos SET centro_orden = (SELECT lower(nombre) FROM centros WHERE id = new.centro_id) WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `centros_orden_proyectos_au` AFTER UPDATE OF nombre ON `centros` BEGIN
  UPDATE proyectos SET centro_orden = lower(new.nombre) WHERE centro_id = new.id;
END;
