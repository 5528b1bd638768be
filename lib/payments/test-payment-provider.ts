import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import { formatUsd } from "@/lib/money/format-cents";
import {
  PaymentProviderError,
  type PaymentIntentStatus,
  type PaymentProvider,
  type ProviderPaymentIntent,
} from "./payment-provider";

// The built-in test mode keeps its intents in the database, the way Stripe keeps them on its side,
// so every server instance sees the same state and the checkout code path is the same as with Stripe.
// Refunds complete at once (test mode sends no webhooks) and add up in TestPaymentIntent.refundedCents.

type Db = Pick<Database, "testPaymentIntent" | "$transaction">;
type TestIntentRow = {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: string;
  metadata: string;
  lastError: string | null;
};

export function toProviderIntent(row: TestIntentRow): ProviderPaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as PaymentIntentStatus,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    lastErrorMessage: row.lastError,
  };
}

export function createTestPaymentProvider(db: Db): PaymentProvider {
  async function findOrThrow(intentId: string) {
    const row = await db.testPaymentIntent.findUnique({ where: { id: intentId } });
    if (!row) throw new PaymentProviderError(`No such payment_intent: '${intentId}'`);
    return row;
  }

  return {
    name: "test",
    async createIntent({ amountCents, currency, metadata, idempotencyKey }) {
      // Like Stripe's idempotency keys: the same key always answers the same intent.
      const id = `pi_test_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`;
      // Insert first: a new key (the usual case) costs one statement; a repeated one reads the stored intent.
      try {
        const row = await db.testPaymentIntent.create({
          data: {
            id,
            clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
            amountCents,
            currency,
            metadata: JSON.stringify(metadata),
          },
        });
        return toProviderIntent(row);
      } catch (error) {
        if (isUniqueViolation(error)) return toProviderIntent(await findOrThrow(id));
        throw error;
      }
    },
    async updateIntentAmount(intentId, amountCents) {
      const { count } = await db.testPaymentIntent.updateMany({
        where: { id: intentId, status: { in: ["requires_payment_method", "requires_confirmation"] } },
        data: { amountCents },
      });
      const row = await findOrThrow(intentId);
      if (count === 0 && row.amountCents !== amountCents) {
        throw new PaymentProviderError(
          `This PaymentIntent's amount could not be updated because it has a status of ${row.status}.`,
        );
      }
      return toProviderIntent(row);
    },
    async retrieveIntent(intentId) {
      return toProviderIntent(await findOrThrow(intentId));
    },
    async refund({ intentId, amountCents, idempotencyKey }) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
        throw new PaymentProviderError(`Invalid refund amount: ${amountCents}`, "The refund amount must be positive.");
      // One conditional statement: concurrent refunds can never take more than the intent's amount. In
      // a transaction of its own: on SQLite a lone statement would join (and roll back with) whatever
      // transaction another request has open on the shared connection.
      const updated = await db.$transaction(
        (tx) => tx.$executeRaw`
          UPDATE "TestPaymentIntent" SET "refundedCents" = "refundedCents" + ${amountCents}, "updatedAt" = ${new Date()}
          WHERE "id" = ${intentId} AND "status" = ${"succeeded"} AND "refundedCents" + ${amountCents} <= "amountCents"`,
      );
      if (updated !== 1) {
        const row = await findOrThrow(intentId);
        const message =
          row.status !== "succeeded"
            ? `This PaymentIntent (${intentId}) has not been paid (status ${row.status}), so it cannot be refunded.`
            : `Refund amount (${formatUsd(amountCents)}) is greater than the unrefunded amount on the payment (${formatUsd(row.amountCents - row.refundedCents)}).`;
        throw new PaymentProviderError(message, message);
      }
      const id = `re_test_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`;
      return { id, status: "succeeded", amountCents };
    },
  };
}
