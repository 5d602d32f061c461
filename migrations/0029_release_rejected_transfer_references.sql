-- A direct transfer's or a recorded sale's mobile money reference counts once per shop, but only
-- once confirmed (paid, or paid then refunded): a reference the merchant rejected, or one expired
-- or failed, proves no payment and no longer keeps the real payer's or the merchant's sale out.
-- Pending duplicates are left for the merchant to reconcile; two of them cannot both be confirmed.
DROP INDEX `payments_transfer_ref_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_transfer_ref_uq` ON `payments` (`store_id`,`provider_ref`) WHERE `provider_ref` is not null and `method` in ('transfer', 'mobile_money') and `status` in ('paid', 'refunded');
