CREATE TABLE "booking" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"internal_id" text NOT NULL,
	"external_id" text,
	"token_hash" text NOT NULL,
	"state" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"paymentmethod" text,
	"paymenttime" timestamp with time zone,
	"start_at" timestamp NOT NULL,
	"end_at" timestamp NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_internalId_unique" UNIQUE("internal_id"),
	CONSTRAINT "booking_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "booking_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"booking_unitgroup_id" integer,
	"itemcount" integer NOT NULL,
	"price" bigint NOT NULL,
	"data" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_unitgroup" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"unitgroup_id" integer NOT NULL,
	"itemcount" integer NOT NULL,
	"start_at" timestamp NOT NULL,
	"end_at" timestamp NOT NULL,
	"price" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customeraccount" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"rateplan_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"unitgroup_id" integer,
	"servicetype_id" integer,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promocode" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"rateplan_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"default_language" text NOT NULL,
	"theme_tokens" jsonb,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "property_key_unique" UNIQUE("key"),
	CONSTRAINT "property_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "property_setting" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_tag" (
	"property_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "property_tag_property_id_tag_id_pk" PRIMARY KEY("property_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "rateplan" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price_percent" integer DEFAULT 100 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relation" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"owner_service_id" integer,
	"owner_unitgroup_id" integer,
	"type" text NOT NULL,
	"group_key" text,
	"related_service_id" integer,
	"related_unitgroup_id" integer
);
--> statement-breakpoint
CREATE TABLE "service" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"servicetype_id" integer NOT NULL,
	"min_option" integer DEFAULT 0 NOT NULL,
	"max_option" integer DEFAULT 0 NOT NULL,
	"timeenabled" boolean DEFAULT false NOT NULL,
	"timeenabledforuserisrequired" boolean DEFAULT false NOT NULL,
	"descriptionenabled" boolean DEFAULT false NOT NULL,
	"descriptionenabledforuserisrequired" boolean DEFAULT false NOT NULL,
	"sellingmode" integer NOT NULL,
	"minimumsalesforfreerent" integer,
	"price" integer NOT NULL,
	"vat_id" integer NOT NULL,
	"on_request" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"inactive" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"prefillpeople" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servicegroup" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"multiselect" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "servicegroup_service" (
	"servicegroup_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "servicegroup_service_servicegroup_id_service_id_pk" PRIMARY KEY("servicegroup_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "servicetype" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"notab" boolean DEFAULT false NOT NULL,
	"disableingroupmode" boolean DEFAULT false NOT NULL,
	"notassignedtounitgroup" boolean DEFAULT false NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"minadvancebookingdays" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "setup" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"issetup" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "tag_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "timeslicedefinition" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"checkintime" text DEFAULT '00:00:00' NOT NULL,
	"checkouttime" text DEFAULT '23:59:59' NOT NULL,
	"starttime" text DEFAULT '00:00:00' NOT NULL,
	"endtime" text DEFAULT '23:59:59' NOT NULL,
	"overnight" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"id" serial PRIMARY KEY NOT NULL,
	"unitgroup_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_allocation" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"booking_unitgroup_id" integer,
	"booking_id" integer,
	"period" "tsrange" NOT NULL,
	"holds" boolean DEFAULT true NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "unitgroup" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" integer NOT NULL,
	"multiselect" boolean DEFAULT false NOT NULL,
	"min_persons" integer DEFAULT 1 NOT NULL,
	"max_persons" integer DEFAULT 10 NOT NULL,
	"max_selectable_person_count" integer,
	"minimum_sales" integer,
	"minimum_sales_per_person" integer,
	"book_directly" boolean DEFAULT false NOT NULL,
	"hideifunavailable" boolean DEFAULT false NOT NULL,
	"ignore_personcount" boolean DEFAULT false NOT NULL,
	"price" integer NOT NULL,
	"vat_id" integer NOT NULL,
	"on_request" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unitgroup_tag" (
	"unitgroup_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "unitgroup_tag_unitgroup_id_tag_id_pk" PRIMARY KEY("unitgroup_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "vat" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service" ADD CONSTRAINT "booking_service_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service" ADD CONSTRAINT "booking_service_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service" ADD CONSTRAINT "booking_service_booking_unitgroup_id_booking_unitgroup_id_fk" FOREIGN KEY ("booking_unitgroup_id") REFERENCES "public"."booking_unitgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_unitgroup" ADD CONSTRAINT "booking_unitgroup_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_unitgroup" ADD CONSTRAINT "booking_unitgroup_unitgroup_id_unitgroup_id_fk" FOREIGN KEY ("unitgroup_id") REFERENCES "public"."unitgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customeraccount" ADD CONSTRAINT "customeraccount_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customeraccount" ADD CONSTRAINT "customeraccount_rateplan_id_rateplan_id_fk" FOREIGN KEY ("rateplan_id") REFERENCES "public"."rateplan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_unitgroup_id_unitgroup_id_fk" FOREIGN KEY ("unitgroup_id") REFERENCES "public"."unitgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_servicetype_id_servicetype_id_fk" FOREIGN KEY ("servicetype_id") REFERENCES "public"."servicetype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode" ADD CONSTRAINT "promocode_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promocode" ADD CONSTRAINT "promocode_rateplan_id_rateplan_id_fk" FOREIGN KEY ("rateplan_id") REFERENCES "public"."rateplan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_setting" ADD CONSTRAINT "property_setting_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_tag" ADD CONSTRAINT "property_tag_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_tag" ADD CONSTRAINT "property_tag_tag_id_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tag"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rateplan" ADD CONSTRAINT "rateplan_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation" ADD CONSTRAINT "relation_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation" ADD CONSTRAINT "relation_owner_service_id_service_id_fk" FOREIGN KEY ("owner_service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation" ADD CONSTRAINT "relation_owner_unitgroup_id_unitgroup_id_fk" FOREIGN KEY ("owner_unitgroup_id") REFERENCES "public"."unitgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation" ADD CONSTRAINT "relation_related_service_id_service_id_fk" FOREIGN KEY ("related_service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relation" ADD CONSTRAINT "relation_related_unitgroup_id_unitgroup_id_fk" FOREIGN KEY ("related_unitgroup_id") REFERENCES "public"."unitgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_servicetype_id_servicetype_id_fk" FOREIGN KEY ("servicetype_id") REFERENCES "public"."servicetype"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_vat_id_vat_id_fk" FOREIGN KEY ("vat_id") REFERENCES "public"."vat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_option" ADD CONSTRAINT "service_option_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicegroup" ADD CONSTRAINT "servicegroup_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicegroup_service" ADD CONSTRAINT "servicegroup_service_servicegroup_id_servicegroup_id_fk" FOREIGN KEY ("servicegroup_id") REFERENCES "public"."servicegroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicegroup_service" ADD CONSTRAINT "servicegroup_service_service_id_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."service"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicetype" ADD CONSTRAINT "servicetype_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setup" ADD CONSTRAINT "setup_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeslicedefinition" ADD CONSTRAINT "timeslicedefinition_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit" ADD CONSTRAINT "unit_unitgroup_id_unitgroup_id_fk" FOREIGN KEY ("unitgroup_id") REFERENCES "public"."unitgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_allocation" ADD CONSTRAINT "unit_allocation_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_allocation" ADD CONSTRAINT "unit_allocation_booking_unitgroup_id_booking_unitgroup_id_fk" FOREIGN KEY ("booking_unitgroup_id") REFERENCES "public"."booking_unitgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_allocation" ADD CONSTRAINT "unit_allocation_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unitgroup" ADD CONSTRAINT "unitgroup_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unitgroup" ADD CONSTRAINT "unitgroup_vat_id_vat_id_fk" FOREIGN KEY ("vat_id") REFERENCES "public"."vat"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unitgroup_tag" ADD CONSTRAINT "unitgroup_tag_unitgroup_id_unitgroup_id_fk" FOREIGN KEY ("unitgroup_id") REFERENCES "public"."unitgroup"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unitgroup_tag" ADD CONSTRAINT "unitgroup_tag_tag_id_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tag"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat" ADD CONSTRAINT "vat_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_property" ON "booking" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "booking_service_booking" ON "booking_service" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_unitgroup_booking" ON "booking_unitgroup" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customeraccount_number" ON "customeraccount" USING btree ("property_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "promocode_code" ON "promocode" USING btree ("property_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "property_setting_key" ON "property_setting" USING btree ("property_id","key");--> statement-breakpoint
CREATE INDEX "service_property" ON "service" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "unit_unitgroup" ON "unit" USING btree ("unitgroup_id");--> statement-breakpoint
CREATE INDEX "unit_allocation_booking" ON "unit_allocation" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "unitgroup_property" ON "unitgroup" USING btree ("property_id");