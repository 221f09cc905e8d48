ALTER TABLE "setup" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vat" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;