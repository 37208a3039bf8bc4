CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"razorpay_order_id" text,
	"razorpay_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_status" CHECK ("payment_orders"."status" IN ('creating', 'created', 'paid', 'not_created')),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_paise" > 0 AND "payment_orders"."credits" > 0),
	CONSTRAINT "payment_orders_paid_has_payment" CHECK ("payment_orders"."status" <> 'paid' OR "payment_orders"."razorpay_payment_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"receipt" text NOT NULL,
	"notes" jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_order_id_sandbox_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_razorpay_order_key" ON "payment_orders" USING btree ("razorpay_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_razorpay_payment_key" ON "payment_orders" USING btree ("razorpay_payment_id");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_captured_key" ON "sandbox_payments" USING btree ("order_id") WHERE "sandbox_payments"."status" = 'captured';--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_purchase_key" ON "credit_ledger" USING btree ("reference") WHERE "credit_ledger"."reason" = 'purchase';