CREATE TABLE "store_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_slug_history" ADD CONSTRAINT "store_slug_history_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_slug_history_store_idx" ON "store_slug_history" USING btree ("store_id","created_at");