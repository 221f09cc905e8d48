CREATE TABLE "email_verification" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "property_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_invitation_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "property_invitation_account" UNIQUE("property_id","user_id"),
	CONSTRAINT "property_invitation_role" CHECK ("property_invitation"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "email_verification" ADD CONSTRAINT "email_verification_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_invitation" ADD CONSTRAINT "property_invitation_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_invitation" ADD CONSTRAINT "property_invitation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_user" ON "email_verification" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "property_invitation_user" ON "property_invitation" USING btree ("user_id");