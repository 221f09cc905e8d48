CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"ref" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"transaction_id" text,
	"card_last4" text,
	"card_outcome" text,
	"result_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payment_ref_unique" UNIQUE("ref"),
	CONSTRAINT "payment_transactionId_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "reservationcode" text;--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "paymentcard" jsonb;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_booking_key" ON "payment" USING btree ("booking_id","idempotency_key");