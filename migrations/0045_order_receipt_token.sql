-- Issue 27: a receipt the merchant shares or prints, at a private link of its own. Not the
-- tracking token: the receipt's link shows the order and nothing to act on (no payment, no
-- switch, no review), so a merchant may hand it to anyone. Set the first time it is asked for.
ALTER TABLE `orders` ADD `receipt_token` text;
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_receipt_uq` ON `orders` (`receipt_token`);
