-- docs/payments.md#setting-up-a-provider: a property's payment provider (sandbox, Stripe or Adyen) with its
-- credentials, secrets sealed under PAYMENT_SECRETS_KEY; and the provider events the webhooks took, each once.
CREATE TABLE "payment_provider_config" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"mode" text DEFAULT 'test' NOT NULL,
	"account_id" text,
	"public_key" text,
	"live_endpoint_prefix" text,
	"secret_key_sealed" text,
	"secret_key_last4" text,
	"webhook_secret_sealed" text,
	"webhook_secret_last4" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "payment_provider_config_provider" CHECK ("payment_provider_config"."provider" in ('sandbox', 'stripe', 'adyen')),
	CONSTRAINT "payment_provider_config_mode" CHECK ("payment_provider_config"."mode" in ('test', 'live'))
);
--> statement-breakpoint
CREATE TABLE "payment_provider_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"property_id" integer,
	"event_type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_provider_config" ADD CONSTRAINT "payment_provider_config_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_config" ADD CONSTRAINT "payment_provider_config_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_provider_event" ADD CONSTRAINT "payment_provider_event_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_event_once" ON "payment_provider_event" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_provider_event_property" ON "payment_provider_event" USING btree ("property_id");