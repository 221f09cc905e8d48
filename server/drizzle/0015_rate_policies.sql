ALTER TABLE "rateplan" ADD COLUMN "restricted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rateplan" ADD COLUMN "prepayment" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "rateplan" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "rateplan" ADD COLUMN "guarantee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rateplan" ADD COLUMN "free_cancellation_days" integer;--> statement-breakpoint
ALTER TABLE "rateplan" ADD COLUMN "refundable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rateplan" ADD COLUMN "cancellation_fee" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "rateplan" ADD COLUMN "cancellation_fee_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "rateplan" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "rateplan" SET "restricted" = true WHERE "id" IN (SELECT "rateplan_id" FROM "customeraccount" UNION SELECT "rateplan_id" FROM "promocode");
