CREATE TABLE "calendar_feed" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"property_id" integer NOT NULL,
	"unitgroup_id" integer,
	"unit_id" integer,
	"direction" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"secret_hash" text,
	"url" text,
	"last_fetched_at" timestamp with time zone,
	"last_error" text,
	"etag" text,
	"last_modified" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feed_secretHash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "calendar_feed_direction" CHECK ("calendar_feed"."direction" in ('export', 'import')),
	CONSTRAINT "calendar_feed_target" CHECK (("calendar_feed"."unitgroup_id" is null) <> ("calendar_feed"."unit_id" is null)),
	CONSTRAINT "calendar_feed_shape" CHECK (("calendar_feed"."direction" = 'export' and "calendar_feed"."secret_hash" is not null and "calendar_feed"."url" is null)
        or ("calendar_feed"."direction" = 'import' and "calendar_feed"."unit_id" is not null and "calendar_feed"."url" is not null and "calendar_feed"."secret_hash" is null))
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"uid" text NOT NULL,
	"booking_id" integer NOT NULL,
	"start_at" text NOT NULL,
	"end_at" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_unitgroup_id_unitgroup_id_fk" FOREIGN KEY ("unitgroup_id") REFERENCES "public"."unitgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_event" ADD CONSTRAINT "calendar_feed_event_feed_id_calendar_feed_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feed"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_event" ADD CONSTRAINT "calendar_feed_event_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feed_property" ON "calendar_feed" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_event_uid" ON "calendar_feed_event" USING btree ("feed_id","uid");