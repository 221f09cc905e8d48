CREATE TABLE "booking_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"from_state" integer,
	"to_state" integer NOT NULL,
	"version" integer NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "booking_seen" (
	"user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "booking_seen_user_id_booking_id_pk" PRIMARY KEY("user_id","booking_id")
);
--> statement-breakpoint
ALTER TABLE "booking_event" ADD CONSTRAINT "booking_event_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_event" ADD CONSTRAINT "booking_event_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_seen" ADD CONSTRAINT "booking_seen_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_seen" ADD CONSTRAINT "booking_seen_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_event_booking" ON "booking_event" USING btree ("booking_id","at");