ALTER TABLE "banners" ADD COLUMN "phone_image_url" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "phone_media_id" integer;--> statement-breakpoint
ALTER TABLE "store_banners" ADD COLUMN "phone_url" text;--> statement-breakpoint
ALTER TABLE "store_banners" ADD COLUMN "phone_media_id" integer;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_phone_media_id_media_id_fk" FOREIGN KEY ("phone_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_banners" ADD CONSTRAINT "store_banners_phone_media_id_media_id_fk" FOREIGN KEY ("phone_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;