ALTER TABLE "site_settings" ADD COLUMN "club_members" integer DEFAULT 12847 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "customer_satisfaction" integer DEFAULT 97 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "franchisees" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "franchise_satisfaction" integer DEFAULT 97 NOT NULL;