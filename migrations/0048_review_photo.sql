-- Issue 26: a buyer's review may carry one photo. Its R2 key (`s/<store>/med_….jpg`, a `media`
-- row of the shop like a logo's), checked like every upload; null without a photo. Shown only
-- while the review is visible.
ALTER TABLE `reviews` ADD `photo_key` text;
