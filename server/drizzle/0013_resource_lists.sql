CREATE TABLE "bookingreason" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"inactive" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documenttemplatecategory" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paymenttype" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"inactive" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- Tags were one shared list, property_tag naming a property's. Each property gets its own row of every tag it had
-- (by property_tag or on one of its unit groups): the first such property keeps the row, the others get a copy,
-- and their unit groups and bookings are pointed at their copy. A tag no property had goes.
ALTER TABLE "tag" DROP CONSTRAINT "tag_name_unique";--> statement-breakpoint
ALTER TABLE "tag" ADD COLUMN "property_id" integer;--> statement-breakpoint
UPDATE "tag" SET "property_id" = "had"."property_id"
FROM (
	SELECT "tag_id", min("property_id") AS "property_id" FROM (
		SELECT "property_id", "tag_id" FROM "property_tag"
		UNION SELECT "unitgroup"."property_id", "unitgroup_tag"."tag_id"
		FROM "unitgroup_tag" JOIN "unitgroup" ON "unitgroup"."id" = "unitgroup_tag"."unitgroup_id"
	) AS "pairs" GROUP BY "tag_id"
) AS "had"
WHERE "had"."tag_id" = "tag"."id";--> statement-breakpoint
INSERT INTO "tag" ("version", "property_id", "name", "i18n")
SELECT "shared"."version", "pairs"."property_id", "shared"."name", "shared"."i18n"
FROM (
	SELECT "property_id", "tag_id" FROM "property_tag"
	UNION SELECT "unitgroup"."property_id", "unitgroup_tag"."tag_id"
	FROM "unitgroup_tag" JOIN "unitgroup" ON "unitgroup"."id" = "unitgroup_tag"."unitgroup_id"
) AS "pairs"
JOIN "tag" AS "shared" ON "shared"."id" = "pairs"."tag_id"
WHERE "pairs"."property_id" <> "shared"."property_id"
ORDER BY "shared"."id", "pairs"."property_id";--> statement-breakpoint
UPDATE "unitgroup_tag" SET "tag_id" = "copy"."id"
FROM "unitgroup", "tag" AS "shared", "tag" AS "copy"
WHERE "unitgroup"."id" = "unitgroup_tag"."unitgroup_id"
	AND "shared"."id" = "unitgroup_tag"."tag_id"
	AND "shared"."property_id" <> "unitgroup"."property_id"
	AND "copy"."property_id" = "unitgroup"."property_id"
	AND "copy"."name" = "shared"."name";--> statement-breakpoint
UPDATE "booking" SET "data" = jsonb_set("booking"."data", '{tags}', (
	SELECT coalesce(jsonb_agg(
		CASE WHEN "copy"."id" IS NULL THEN "picked"."value"
		ELSE jsonb_set("picked"."value", '{id}', to_jsonb("copy"."id")) END
		ORDER BY "picked"."ord"
	), '[]'::jsonb)
	FROM jsonb_array_elements("booking"."data"->'tags') WITH ORDINALITY AS "picked"("value", "ord")
	LEFT JOIN "tag" AS "shared" ON "shared"."id"::text = "picked"."value"->>'id'
		AND "shared"."property_id" <> "booking"."property_id"
	LEFT JOIN "tag" AS "copy" ON "copy"."property_id" = "booking"."property_id"
		AND "copy"."name" = "shared"."name"
))
WHERE jsonb_typeof("booking"."data"->'tags') = 'array' AND jsonb_array_length("booking"."data"->'tags') > 0;--> statement-breakpoint
DELETE FROM "tag" WHERE "property_id" IS NULL;--> statement-breakpoint
ALTER TABLE "tag" ALTER COLUMN "property_id" SET NOT NULL;--> statement-breakpoint
DROP TABLE "property_tag";--> statement-breakpoint
ALTER TABLE "bookingreason" ADD CONSTRAINT "bookingreason_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documenttemplatecategory" ADD CONSTRAINT "documenttemplatecategory_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paymenttype" ADD CONSTRAINT "paymenttype_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookingreason_property" ON "bookingreason" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "documenttemplatecategory_property" ON "documenttemplatecategory" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "paymenttype_property" ON "paymenttype" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "tag" ADD CONSTRAINT "tag_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tag_property_name" ON "tag" USING btree ("property_id","name");