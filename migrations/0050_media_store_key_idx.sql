-- The logo and its copies are looked up by key with every GET /api/store (logoNeedsCopies)
-- and by POST /api/store/logo/copies: an index on (store_id, key). It serves every lookup by
-- shop as well (its first column), so the index on store_id alone goes.
CREATE INDEX `media_store_key_idx` ON `media` (`store_id`,`key`);--> statement-breakpoint
DROP INDEX `media_store_idx`;
