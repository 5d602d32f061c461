-- Issue 27: why the Boutiko team unpublished a product, kept on it so the merchant reads it on
-- the product's page (not only in a bell notice that scrolls away). Cleared when republished.
ALTER TABLE `products` ADD `moderation_reason` text;
