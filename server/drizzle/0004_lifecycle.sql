ALTER TABLE "booking" ADD COLUMN "origin" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "direct_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "offered_by_hotel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "option_date" text;--> statement-breakpoint
-- docs/rules.md#booking-lifecycle: before this migration no one at a hotel could send an offer, so every
-- Offered booking is a guest's request the hotel never answered: it waits for the hotel, New.
UPDATE "booking" SET "origin" = 'reservation' WHERE "data"->>'request' = 'false';--> statement-breakpoint
UPDATE "booking" SET "state" = 1 WHERE "state" = 2 AND "origin" = 'request';--> statement-breakpoint
-- The demo properties review every request before it becomes an offer.
INSERT INTO "property_setting" ("property_id", "key", "value")
SELECT "id", 'web.engine.configuration.booking.offerReview', 'true' FROM "property" WHERE "key" IN ('cityloft', 'lindenhof', 'workspace')
ON CONFLICT ("property_id", "key") DO NOTHING;
