-- Moving a shop between databases (issue 16, ADR 036 "Moving a shop", `npm run shop:move`).
-- In the directory's row: while `moving_to` is set the shop's rows are being copied to that
-- database, its storefront reads on from the source and every write for it is refused (503,
-- Retry-After); `moved_from` names the database whose rows are still to be deleted once the
-- directory names the new one (set in the statement that switches, cleared after the delete).
ALTER TABLE `stores` ADD `moving_to` text;--> statement-breakpoint
ALTER TABLE `stores` ADD `moving_since` integer;--> statement-breakpoint
ALTER TABLE `stores` ADD `moved_from` text;
