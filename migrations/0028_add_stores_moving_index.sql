-- The scheduled round leaves alone the two databases of a move in progress (ADR 036, "Moving a shop"): it finds the shops being moved on this index, which holds only them (none, nearly always), never reading every shop's routing row.
CREATE INDEX `stores_moving_idx` ON `stores` (`moving_to`) WHERE `moving_to` IS NOT NULL;
