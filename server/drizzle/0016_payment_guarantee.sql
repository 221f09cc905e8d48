ALTER TABLE "booking" ADD COLUMN "cancellation_fee" bigint;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "purpose" text DEFAULT 'charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "card_expiry" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "held_charge_outcome" text;