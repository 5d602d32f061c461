-- Issue 26 (ADR 055): the staff member's name kept beside the money they confirmed or recorded
-- ("Confirmée par Aïcha", even once Aïcha has left the team), and who handed a parcel to its
-- courier, so a Vendeur's day's cash covers only the couriers they dispatched.
ALTER TABLE `payments` ADD `confirmed_by_name` text;
--> statement-breakpoint
ALTER TABLE `cash_handovers` ADD `recorded_by_name` text;
--> statement-breakpoint
ALTER TABLE `deliveries` ADD `handed_by_user_id` text;
