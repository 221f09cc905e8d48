CREATE TABLE "user_session_used_refresh" (
	"refresh_hash" text PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_session_used_refresh" ADD CONSTRAINT "user_session_used_refresh_session_id_user_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."user_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_session_used_refresh_session" ON "user_session_used_refresh" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "user_session_used_refresh_expires" ON "user_session_used_refresh" USING btree ("expires_at");