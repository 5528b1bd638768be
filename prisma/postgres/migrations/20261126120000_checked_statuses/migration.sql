-- Statuses the database enforces: each column below takes only the values of its list in
-- lib/domain (lib/domain/checked-columns.ts names them; tests/integration/checked-columns.test.ts
-- compares each constraint with its list). Written by hand: Prisma 6 does not declare CHECK constraints.
-- A row holding any other value stops this migration (nothing is changed) instead of being rewritten.

ALTER TABLE "Order" ADD CONSTRAINT "Order_status_check" CHECK ("status" IN ('pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'expired'));
ALTER TABLE "Order" ADD CONSTRAINT "Order_proofState_check" CHECK ("proofState" IN ('none', 'sent', 'approved', 'changes_requested'));
ALTER TABLE "Order" ADD CONSTRAINT "Order_carrier_check" CHECK ("carrier" IN ('usps', 'ups', 'fedex', 'other'));
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_status_check" CHECK ("status" IN ('open', 'pending', 'paid'));
ALTER TABLE "PaymentRefund" ADD CONSTRAINT "PaymentRefund_status_check" CHECK ("status" IN ('pending', 'succeeded', 'failed'));
ALTER TABLE "PaymentRefund" ADD CONSTRAINT "PaymentRefund_source_check" CHECK ("source" IN ('admin', 'provider'));
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_status_check" CHECK ("status" IN ('queued', 'sending', 'sent', 'failed'));
ALTER TABLE "Proof" ADD CONSTRAINT "Proof_status_check" CHECK ("status" IN ('sent', 'approved', 'changes_requested', 'superseded'));
ALTER TABLE "Proof" ADD CONSTRAINT "Proof_source_check" CHECK ("source" IN ('upload', 'cut_preview', 'reorder'));
ALTER TABLE "CouponRedemption" ADD CONSTRAINT "CouponRedemption_status_check" CHECK ("status" IN ('reserved', 'redeemed', 'released'));
ALTER TABLE "TestPaymentIntent" ADD CONSTRAINT "TestPaymentIntent_status_check" CHECK ("status" IN ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'succeeded', 'canceled'));
