CREATE TABLE "booking_link" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"language" text,
	"pending_token" text,
	"sealed_token" text
);
--> statement-breakpoint
CREATE TABLE "booking_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "booking_mail_status" CHECK ("booking_mail"."status" in ('queued', 'sent', 'failed')),
	CONSTRAINT "booking_mail_recipient" CHECK ("booking_mail"."recipient" in ('booker', 'property'))
);
--> statement-breakpoint
ALTER TABLE "booking_link" ADD CONSTRAINT "booking_link_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_mail" ADD CONSTRAINT "booking_mail_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_mail_booking" ON "booking_mail" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_mail_queued" ON "booking_mail" USING btree ("status","created_at");