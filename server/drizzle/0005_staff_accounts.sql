CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_user_email_unique" UNIQUE("email"),
	CONSTRAINT "app_user_email_lower" CHECK ("app_user"."email" = lower("app_user"."email"))
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_property" (
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "user_property_user_id_property_id_pk" PRIMARY KEY("user_id","property_id"),
	CONSTRAINT "user_property_role" CHECK ("user_property"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"refresh_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_session_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "user_session_refreshHash_unique" UNIQUE("refresh_hash")
);
--> statement-breakpoint
ALTER TABLE "user_property" ADD CONSTRAINT "user_property_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_property" ADD CONSTRAINT "user_property_property_id_property_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."property"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempt_expires" ON "login_attempt" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_session_user" ON "user_session" USING btree ("user_id");