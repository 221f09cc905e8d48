-- Inventory is held by the database, not by a check-then-insert in JavaScript: two holding allocations
-- of one physical unit may never overlap. btree_gist lets the integer unit_id join the gist index.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "unit_allocation" ADD CONSTRAINT "unit_allocation_period_not_empty" CHECK (NOT isempty("period"));
--> statement-breakpoint
ALTER TABLE "unit_allocation" ADD CONSTRAINT "unit_allocation_no_overlap"
  EXCLUDE USING gist ("unit_id" WITH =, "period" WITH &&) WHERE ("holds");
