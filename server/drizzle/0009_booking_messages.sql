CREATE TABLE "booking_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"author" text NOT NULL,
	"user_id" integer,
	"category" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "booking_message_author" CHECK ("booking_message"."author" in ('booker', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "booking_message" ADD CONSTRAINT "booking_message_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_message" ADD CONSTRAINT "booking_message_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_message_booking" ON "booking_message" USING btree ("booking_id","created_at");