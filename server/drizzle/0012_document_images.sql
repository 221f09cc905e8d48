CREATE TABLE "document_thumbnail" (
	"document_id" integer NOT NULL,
	"width" integer NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "document_thumbnail_document_id_width_pk" PRIMARY KEY("document_id","width")
);
--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "document_thumbnail" ADD CONSTRAINT "document_thumbnail_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE no action ON UPDATE no action;