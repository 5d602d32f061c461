-- A merchant-set ceiling on the units of one order line, so that one anonymous order can never
-- take a whole product's stock (issue 13). 10 by default; the dashboard's profile screen changes it.
ALTER TABLE `stores` ADD `max_order_quantity` integer DEFAULT 10 NOT NULL;
