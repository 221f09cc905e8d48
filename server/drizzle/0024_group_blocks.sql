CREATE TABLE "booking_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"property_id" integer NOT NULL,
	"event_name" text NOT NULL,
	"organiser_booking_id" integer NOT NULL,
	"organiser_name" text NOT NULL,
	"pickup_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"group_id" integer NOT NULL,
	"unitgroup_id" integer NOT NULL,
	"rateplan_id" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"release_kind" text NOT NULL,
	"release_date" date,
	"release_days" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "group_block_status" CHECK ("group_block"."status" in ('tentative', 'definite', 'released', 'canceled')),
	CONSTRAINT "group_block_release_kind" CHECK ("group_block"."release_kind" in ('date', 'daysBefore', 'none'))
);
--> statement-breakpoint
CREATE TABLE "group_block_night" (
	"block_id" integer NOT NULL,
	"night" date NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "group_block_night_block_id_night_pk" PRIMARY KEY("block_id","night"),
	CONSTRAINT "group_block_night_units" CHECK ("group_block_night"."units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "group_block_pickup" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "group_block_pickup_bookingId_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
ALTER TABLE "booking_group" ADD CONSTRAINT "booking_group_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_group" ADD CONSTRAINT "booking_group_organiser_booking_id_booking_id_fk" FOREIGN KEY ("organiser_booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_block" ADD CONSTRAINT "group_block_group_id_booking_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."booking_group"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_block" ADD CONSTRAINT "group_block_unitgroup_id_unitgroup_id_fk" FOREIGN KEY ("unitgroup_id") REFERENCES "public"."unitgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_block" ADD CONSTRAINT "group_block_rateplan_id_rateplan_id_fk" FOREIGN KEY ("rateplan_id") REFERENCES "public"."rateplan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_block_night" ADD CONSTRAINT "group_block_night_block_id_group_block_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."group_block"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_block_pickup" ADD CONSTRAINT "group_block_pickup_block_id_group_block_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."group_block"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_block_pickup" ADD CONSTRAINT "group_block_pickup_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_group_pickup_code" ON "booking_group" USING btree ("property_id","pickup_code");--> statement-breakpoint
CREATE INDEX "booking_group_organiser" ON "booking_group" USING btree ("organiser_booking_id");--> statement-breakpoint
CREATE INDEX "group_block_group" ON "group_block" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_block_unitgroup" ON "group_block" USING btree ("unitgroup_id","status");--> statement-breakpoint
CREATE INDEX "group_block_pickup_block" ON "group_block_pickup" USING btree ("block_id");