-- docs/rules.md#the-payment-ledger: every finished payment attempt (a charge, a card held, a fee charged to it) becomes
-- an entry of its booking's ledger in the record, oldest first; the columns that said "paid" beside it go.
UPDATE "booking" b SET "data" = jsonb_set(b."data", '{payments}', coalesce((
  SELECT jsonb_agg(jsonb_build_object(
    'kind', CASE p."purpose" WHEN 'hold' THEN 'hold' WHEN 'fee' THEN 'fee' ELSE 'capture' END,
    'amount', p."amount",
    'currency', p."currency",
    'at', to_char(coalesce(p."completed_at", p."created_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'provider', 'sandbox',
    'reference', p."ref",
    'outcome', CASE WHEN p."status" IN ('success', 'refused', 'error', 'canceled', 'pending') THEN p."status" ELSE 'error' END,
    'card', CASE WHEN p."card_last4" ~ '^[0-9]{4}$'
      THEN jsonb_build_object('brand', coalesce(p."card_brand", 'Card'), 'last4', p."card_last4", 'expiry', coalesce(p."card_expiry", ''))
      ELSE NULL END,
    'method', NULL,
    'by', NULL
  ) ORDER BY coalesce(p."completed_at", p."created_at"), p."id")
  FROM "payment" p WHERE p."booking_id" = b."id" AND p."status" <> 'open'
), '[]'::jsonb))
WHERE NOT (b."data" ? 'block');--> statement-breakpoint
ALTER TABLE "booking" DROP COLUMN "paymenttime";--> statement-breakpoint
ALTER TABLE "booking" DROP COLUMN "paymentcard";--> statement-breakpoint
ALTER TABLE "booking" DROP COLUMN "cancellation_fee";