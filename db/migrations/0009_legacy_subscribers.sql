-- Every address stored before double opt-in existed stays a subscriber, marked as subscribed
-- before confirmation ('legacy'): the column added in 0008 gave them 'pending'.
UPDATE "newsletter_subscribers" SET "status" = 'legacy' WHERE "status" = 'pending' AND "confirm_token_hash" IS NULL;
