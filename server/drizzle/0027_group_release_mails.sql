CREATE TABLE "group_release_mail" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"occasion" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "group_release_mail_occasion" CHECK ("group_release_mail"."occasion" in ('before', 'released')),
	CONSTRAINT "group_release_mail_recipient" CHECK ("group_release_mail"."recipient" in ('organiser', 'property')),
	CONSTRAINT "group_release_mail_state" CHECK ("group_release_mail"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "group_release_mail" ADD CONSTRAINT "group_release_mail_block_id_group_block_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."group_block"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_release_mail_once" ON "group_release_mail" USING btree ("block_id","occasion","recipient");--> statement-breakpoint
CREATE INDEX "group_release_mail_status" ON "group_release_mail" USING btree ("status");