DROP INDEX "brands_active_name_idx";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "brands_active_position_idx" ON "brands" USING btree ("active","position");--> statement-breakpoint
-- The logo grid keeps the order it had (by name) until staff move a brand.
UPDATE "brands" SET "position" = "ordered"."rank" FROM (SELECT "id", row_number() OVER (ORDER BY "name", "id") - 1 AS "rank" FROM "brands") AS "ordered" WHERE "brands"."id" = "ordered"."id";
