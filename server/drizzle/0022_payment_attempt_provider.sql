-- docs/payments.md: who takes an attempt's money (the sandbox, Stripe or Adyen), and where a held card is kept
-- there to be charged later (Stripe's customer and payment method, Adyen's shopper and stored method).
ALTER TABLE "payment" ADD COLUMN "provider" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "provider_customer" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "provider_method" text;