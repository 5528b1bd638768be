// A local stand-in for the Stripe API: the subset of PaymentIntents that the shop's Stripe provider
// uses, spoken the way stripe-node 23 talks to it (see shared/notes/stack-facts.md). Point the SDK
// at it with STRIPE_API_HOST = standIn.apiHost (createStripeClient maps it to host/port/protocol).
//
//   POST /v1/payment_intents        create: form-encoded amount, currency, metadata[k], automatic_payment_methods[enabled]
//   POST /v1/payment_intents/:id    update: amount, metadata[k] (merged; "" removes a key)
//   GET  /v1/payment_intents/:id    retrieve
//   POST /v1/refunds                create: form-encoded payment_intent, amount (default: what is left), metadata[k]
//   GET  /v1/refunds                list: ?payment_intent=pi_… (newest first, one page)
//   POST /v1/payment_intents/:id/confirm
//                                   as Stripe.js sends it from the browser: form fields key=<publishableKey>,
//                                   client_secret, payment_method_data[type]=card and
//                                   payment_method_data[card][number] (also accepted with the secret key,
//                                   as a server-side confirm). The card number decides, like Stripe's test
//                                   cards (TEST_CARD_OUTCOMES): 4242… succeeds, 4000000000000002 is declined,
//                                   4000000000009995 has insufficient funds. A decline answers 402 with a
//                                   card_error and leaves the intent awaiting another payment method.
//
// Webhooks: with `webhook: { url, secret }` (an option, or set later), the stand-in POSTs signed events
// to the url after answering the request that caused them, one at a time in order, like Stripe:
// payment_intent.succeeded / payment_intent.payment_failed after a confirm, charge.refunded after a
// refund is created (through the API or refundInDashboard), refund.updated after setRefundStatus. Each
// delivery (the shop's status and body) lands in webhookDeliveries; settleWebhooks() waits for those
// still under way. No retries. setIntentStatus stays silent (tests build their own events with it).
//
// A refund needs a succeeded intent; more than the charge has left answers 400 (amount_too_large, or
// charge_already_refunded when nothing is left), like Stripe. failNextRefund() makes the next create
// fail; nextRefundStatus sets the status of created refunds; onRefundCreated runs before the answer
// is sent (e.g. to deliver the webhook first). refundInDashboard() is a refund made outside the API,
// and buildCharge() the charge a `charge.refunded` event carries (wrap it with buildStripeEventPayload).
//
// Like Stripe: every request needs `authorization: Bearer <secretKey>` (else 401); POSTs honour
// `Idempotency-Key` (same key + same request → the stored response is replayed; same key + other
// parameters or endpoint → 400 idempotency_error); unknown ids → 404 resource_missing; the amount
// can only change while the intent awaits payment. All requests are recorded for assertions (not the
// browser's CORS preflights, which are answered for any origin).
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type StandInPaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "succeeded"
  | "canceled";

export type StandInPaymentError = { type: string; code?: string; decline_code?: string; message: string };

/** The PaymentIntent JSON the stand-in stores and returns (the fields Stripe sends for a fresh card intent). */
export type StandInPaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_capturable: number;
  amount_details: { tip: Record<string, never> };
  amount_received: number;
  application: null;
  application_fee_amount: null;
  automatic_payment_methods: { allow_redirects: "always"; enabled: true } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: "automatic_async";
  client_secret: string;
  confirmation_method: "automatic";
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  last_payment_error: StandInPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: { id: string; parent: null } | null;
  payment_method_options: Record<string, unknown>;
  payment_method_types: string[];
  processing: null;
  receipt_email: null;
  review: null;
  setup_future_usage: null;
  shipping: null;
  source: null;
  statement_descriptor: null;
  statement_descriptor_suffix: null;
  status: StandInPaymentIntentStatus;
  transfer_data: null;
  transfer_group: null;
};

/** A parsed form body: `metadata[orderId]=7` → `{ metadata: { orderId: "7" } }`; every leaf is a string. */
export type FormBody = { [key: string]: string | FormBody };

export type RecordedStripeRequest = {
  method: string;
  /** Path without the query string, e.g. "/v1/payment_intents/pi_123". */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed form body (POST) or query (GET). */
  body: FormBody;
  /** The status the stand-in answered with. */
  status: number;
};

/** The Refund JSON the stand-in stores and returns. */
export type StandInRefund = {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  destination_details: null;
  failure_reason?: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: "pending" | "requires_action" | "succeeded" | "failed" | "canceled";
  transfer_reversal: null;
};

/** Where (and with which signing secret, `whsec_…`) the stand-in delivers its webhook events. */
export type StandInWebhookTarget = { url: string; secret: string };

/** One webhook event the stand-in delivered, with the shop's answer. */
export type StandInWebhookDelivery = {
  eventId: string;
  type: StripeEventType;
  url: string;
  /** The exact JSON text that was signed and sent. */
  payload: string;
  /** The answer's HTTP status; 0 when no answer came (connection refused, timeout). */
  status: number;
  /** The answer's body: parsed JSON when it was JSON, else the text (null without an answer). */
  body: unknown;
  /** Why no answer came. */
  error?: string;
};

/** The answer the next refund create gets instead of a refund (default: a 500 api_error). */
export type StandInFailure = { status: number; type: string; code?: string; message: string };

export type StripeStandIn = {
  /** Value for STRIPE_API_HOST / createStripePaymentProvider({ apiHost }), e.g. "http://127.0.0.1:40123". */
  apiHost: string;
  port: number;
  /** The key every request must carry as `authorization: Bearer …`. */
  secretKey: string;
  /** The key Stripe.js sends as the form field `key` with a browser confirm (with the intent's client_secret). */
  publishableKey: string;
  /** Where events are delivered; null: none are sent. Settable at any time (e.g. once the shop's port is known). */
  webhook: StandInWebhookTarget | null;
  /** Every webhook delivery made, in order (reset() empties it). */
  webhookDeliveries: StandInWebhookDelivery[];
  /** Waits until every event caused so far has been delivered (and answered or failed). */
  settleWebhooks(): Promise<void>;
  requests: RecordedStripeRequest[];
  intents: Map<string, StandInPaymentIntent>;
  /**
   * Simulates what confirmation in the browser would do to an intent. `succeeded` also sets
   * amount_received and latest_charge; `lastPaymentError` (e.g. after a decline, with status
   * `requires_payment_method`) sets last_payment_error, and any other status clears it.
   */
  setIntentStatus(
    id: string,
    status: StandInPaymentIntentStatus,
    options?: { lastPaymentError?: StandInPaymentError },
  ): StandInPaymentIntent;
  /** Every refund, by id, in creation order. */
  refunds: Map<string, StandInRefund>;
  /** Status given to refunds created through the API from now on (default "succeeded"). */
  nextRefundStatus: StandInRefund["status"];
  /** Awaited after a refund is created through the API and before it is answered. */
  onRefundCreated: ((refund: StandInRefund) => Promise<void> | void) | null;
  /** The next POST /v1/refunds fails with this error (once; the request is recorded). */
  failNextRefund(failure?: Partial<StandInFailure>): void;
  /** A refund made in Stripe's dashboard: no API request, no idempotency key (optionally still pending). */
  refundInDashboard(
    intentId: string,
    amount?: number,
    metadata?: Record<string, string>,
    status?: StandInRefund["status"],
  ): StandInRefund;
  /** Changes a refund's status (e.g. a pending one succeeding later). */
  setRefundStatus(id: string, status: StandInRefund["status"]): StandInRefund;
  /** The intent's charge as a `charge.refunded` event would carry it (refunds newest first). */
  buildCharge(intentId: string): StandInCharge;
  /** Forgets all intents, refunds, idempotency keys, recorded requests, webhook deliveries and refund settings (the webhook target stays). */
  reset(): void;
  close(): Promise<void>;
};

/** The Charge JSON of a succeeded intent (the fields a `charge.refunded` handler reads, and some more). */
export type StandInCharge = {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  payment_intent: string;
  refunded: boolean;
  status: "succeeded";
  refunds: { object: "list"; data: StandInRefund[]; has_more: false; total_count: number; url: string };
};

type StoredResponse = { fingerprint: string; status: number; body: unknown };

const INTENT_PATH = /^\/v1\/payment_intents\/([^/]+)$/;
const CONFIRM_PATH = /^\/v1\/payment_intents\/([^/]+)\/confirm$/;

/** What a card's failure answers with: Stripe's own codes and messages for its test cards. */
type CardFailure = { code: string; decline_code?: string; message: string };

/**
 * The outcome of Stripe's test card numbers: "succeeded" or the card error Stripe gives. Any other
 * number that passes the Luhn check is declined the way Stripe declines a real card in test mode.
 */
export const TEST_CARD_OUTCOMES: Record<string, "succeeded" | CardFailure> = {
  "4242424242424242": "succeeded",
  "5555555555554444": "succeeded",
  "4000000000000002": { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  "4000000000009995": {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

function decideCard(number: string): "succeeded" | CardFailure {
  const known = TEST_CARD_OUTCOMES[number];
  if (known) return known;
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
    return { code: "incorrect_number", message: "Your card number is incorrect." };
  return {
    code: "card_declined",
    decline_code: "test_mode_live_card",
    message: "Your card was declined. Your request was in test mode, but used a non test card.",
  };
}

// Stripe's API answers browsers from any origin (Stripe.js calls it from the shop's pages).
const CORS_HEADERS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
  "access-control-allow-headers": "authorization, content-type, stripe-version, idempotency-key, stripe-account",
  "access-control-max-age": "300",
};
const UPDATABLE_AMOUNT_STATUSES = new Set<StandInPaymentIntentStatus>([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);
const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function makeRandomToken(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join("");
}

/** Parses Stripe's bracket form encoding (`a[b][c]=v`, arrays as `a[0]=v`) into nested objects. */
export function parseStripeForm(encoded: string): FormBody {
  const result: FormBody = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const [head = "", ...rest] = name.split("[");
    const keys = [head, ...rest.map((part) => part.replace(/\]$/, ""))];
    let target = result;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        target[key] = value;
        return;
      }
      const next = target[key];
      target = typeof next === "object" ? next : (target[key] = {});
    });
  }
  return result;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** Key order of the form must not matter when comparing two requests under one idempotency key. */
function fingerprintOf(method: string, path: string, body: FormBody): string {
  const sortKeys = (value: string | FormBody): unknown =>
    typeof value === "string"
      ? value
      : Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sortKeys(value[key]!)]),
        );
  return JSON.stringify([method, path, sortKeys(body)]);
}

type ApiError = { status: number; body: { error: Record<string, unknown> } };

function makeApiError(status: number, type: string, message: string, extra: Record<string, unknown> = {}): ApiError {
  return { status, body: { error: { type, message, ...extra } } };
}

function readAmount(value: string | FormBody | undefined): number | ApiError {
  if (typeof value !== "string" || !/^-?\d+$/.test(value)) {
    return makeApiError(
      400,
      "invalid_request_error",
      `Invalid integer: ${typeof value === "string" ? value : "object"}`,
      { code: "parameter_invalid_integer", param: "amount" },
    );
  }
  const amount = Number(value);
  if (amount < 50)
    return makeApiError(400, "invalid_request_error", "Amount must be at least $0.50 usd", {
      code: "amount_too_small",
      param: "amount",
    });
  if (amount > 99_999_999)
    return makeApiError(400, "invalid_request_error", "Amount must be no more than $999,999.99", {
      code: "amount_too_large",
      param: "amount",
    });
  return amount;
}

function readMetadata(value: string | FormBody | undefined): Record<string, string> | ApiError {
  if (value === undefined || value === "") return {};
  if (typeof value === "string")
    return makeApiError(400, "invalid_request_error", "Invalid object", {
      code: "parameter_invalid_empty",
      param: "metadata",
    });
  const metadata: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== "string")
      return makeApiError(400, "invalid_request_error", "Invalid metadata value", { param: `metadata[${key}]` });
    metadata[key] = entry;
  }
  return metadata;
}

const isApiError = (value: unknown): value is ApiError =>
  typeof value === "object" && value !== null && "body" in value && "status" in value;

const describeMissing = (id: string) =>
  makeApiError(404, "invalid_request_error", `No such payment_intent: '${id}'`, {
    code: "resource_missing",
    param: "intent",
    doc_url: "https://stripe.com/docs/error-codes/resource-missing",
  });

export async function startStripeStandIn({
  secretKey = "sk_test_standin_0123456789",
  publishableKey = "pk_test_standin_0123456789",
  webhook = null,
}: {
  secretKey?: string;
  publishableKey?: string;
  webhook?: StandInWebhookTarget | null;
} = {}): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = [];
  const webhookDeliveries: StandInWebhookDelivery[] = [];
  let webhookTarget = webhook;
  // Deliveries run one after another, in the order their causes were answered.
  let deliveryQueue: Promise<void> = Promise.resolve();
  const intents = new Map<string, StandInPaymentIntent>();
  const idempotentResponses = new Map<string, StoredResponse>();
  const refunds = new Map<string, StandInRefund>();
  let pendingFailure: StandInFailure | null = null;
  const settings: {
    nextRefundStatus: StandInRefund["status"];
    onRefundCreated: ((refund: StandInRefund) => Promise<void> | void) | null;
  } = { nextRefundStatus: "succeeded", onRefundCreated: null };

  const refundsOf = (intentId: string) =>
    [...refunds.values()].filter((refund) => refund.payment_intent === intentId).reverse();
  // Pending refunds hold their amount too, as at Stripe; failed and canceled ones give it back.
  const refundedAmount = (intentId: string) =>
    refundsOf(intentId)
      .filter((refund) => refund.status !== "failed" && refund.status !== "canceled")
      .reduce((sum, refund) => sum + refund.amount, 0);

  function makeRefund(
    intent: StandInPaymentIntent,
    amount: number,
    metadata: Record<string, string>,
    status: StandInRefund["status"],
  ): StandInRefund {
    const refund: StandInRefund = {
      id: `re_${makeRandomToken(24)}`,
      object: "refund",
      amount,
      balance_transaction: `txn_${makeRandomToken(24)}`,
      charge: intent.latest_charge as string,
      created: Math.floor(Date.now() / 1000),
      currency: intent.currency,
      destination_details: null,
      metadata,
      payment_intent: intent.id,
      reason: null,
      receipt_number: null,
      source_transfer_reversal: null,
      status,
      transfer_reversal: null,
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  function createRefund(body: FormBody): StandInRefund | ApiError {
    if (typeof body.payment_intent !== "string" || !body.payment_intent)
      return makeApiError(
        400,
        "invalid_request_error",
        "One of the following params should be provided for this request: payment_intent or charge.",
        {
          code: "parameter_missing",
          param: "payment_intent",
        },
      );
    const intent = intents.get(body.payment_intent);
    if (!intent) return describeMissing(body.payment_intent);
    if (intent.status !== "succeeded" || !intent.latest_charge)
      return makeApiError(
        400,
        "invalid_request_error",
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        { code: "charge_not_refundable", param: "payment_intent" },
      );
    const metadata = readMetadata(body.metadata);
    if (isApiError(metadata)) return metadata;
    const left = intent.amount_received - refundedAmount(intent.id);
    let amount = left;
    if (body.amount !== undefined) {
      if (typeof body.amount !== "string" || !/^\d+$/.test(body.amount) || Number(body.amount) < 1)
        return makeApiError(400, "invalid_request_error", `Invalid positive integer`, {
          code: "parameter_invalid_integer",
          param: "amount",
        });
      amount = Number(body.amount);
    }
    if (left === 0)
      return makeApiError(400, "invalid_request_error", `Charge ${intent.latest_charge} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    if (amount > left)
      return makeApiError(
        400,
        "invalid_request_error",
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        { code: "amount_too_large", param: "amount" },
      );
    return makeRefund(intent, amount, metadata, settings.nextRefundStatus);
  }

  function buildCharge(intentId: string): StandInCharge {
    const intent = intents.get(intentId);
    if (!intent?.latest_charge) throw new Error(`Stripe stand-in has no charge for PaymentIntent ${intentId}`);
    const list = refundsOf(intentId);
    const amountRefunded = list
      .filter((refund) => refund.status === "succeeded" || refund.status === "pending")
      .reduce((sum, refund) => sum + refund.amount, 0);
    return structuredClone({
      id: intent.latest_charge,
      object: "charge",
      amount: intent.amount_received,
      amount_captured: intent.amount_received,
      amount_refunded: amountRefunded,
      captured: true,
      created: intent.created,
      currency: intent.currency,
      livemode: false,
      metadata: intent.metadata,
      paid: true,
      payment_intent: intent.id,
      refunded: amountRefunded === intent.amount_received,
      status: "succeeded",
      refunds: {
        object: "list",
        data: list,
        has_more: false,
        total_count: list.length,
        url: `/v1/charges/${intent.latest_charge}/refunds`,
      },
    } satisfies StandInCharge);
  }

  function createIntent(body: FormBody): StandInPaymentIntent | ApiError {
    if (body.amount === undefined)
      return makeApiError(400, "invalid_request_error", "Missing required param: amount.", {
        code: "parameter_missing",
        param: "amount",
      });
    const amount = readAmount(body.amount);
    if (isApiError(amount)) return amount;
    if (typeof body.currency !== "string" || !/^[a-z]{3}$/.test(body.currency)) {
      return makeApiError(400, "invalid_request_error", "Missing required param: currency.", {
        code: "parameter_missing",
        param: "currency",
      });
    }
    const metadata = readMetadata(body.metadata);
    if (isApiError(metadata)) return metadata;
    const automatic =
      typeof body.automatic_payment_methods === "object" && body.automatic_payment_methods.enabled === "true";
    const id = `pi_${makeRandomToken(24)}`;
    const intent: StandInPaymentIntent = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_details: { tip: {} },
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: automatic ? { allow_redirects: "always", enabled: true } : null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic_async",
      client_secret: `${id}_secret_${makeRandomToken(25)}`,
      confirmation_method: "automatic",
      created: Math.floor(Date.now() / 1000),
      currency: body.currency,
      customer: null,
      description: typeof body.description === "string" ? body.description : null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: automatic ? { id: `pmc_${makeRandomToken(24)}`, parent: null } : null,
      payment_method_options: {
        card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" },
      },
      payment_method_types: ["card"],
      processing: null,
      receipt_email: null,
      review: null,
      setup_future_usage: null,
      shipping: null,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: "requires_payment_method",
      transfer_data: null,
      transfer_group: null,
    };
    intents.set(id, intent);
    return intent;
  }

  function updateIntent(id: string, body: FormBody): StandInPaymentIntent | ApiError {
    const intent = intents.get(id);
    if (!intent) return describeMissing(id);
    if (body.amount !== undefined) {
      const amount = readAmount(body.amount);
      if (isApiError(amount)) return amount;
      if (!UPDATABLE_AMOUNT_STATUSES.has(intent.status)) {
        return makeApiError(
          400,
          "invalid_request_error",
          `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}. You may only update the amount of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
          { code: "payment_intent_unexpected_state", param: "amount" },
        );
      }
      intent.amount = amount;
    }
    if (body.metadata !== undefined) {
      const metadata = readMetadata(body.metadata);
      if (isApiError(metadata)) return metadata;
      for (const [key, value] of Object.entries(metadata)) {
        if (value === "") delete intent.metadata[key];
        else intent.metadata[key] = value;
      }
    }
    return intent;
  }

  /** The event a state change causes: built (a snapshot) when it happens, delivered after the answer. */
  type PendingEvent = { type: StripeEventType; payload: string };
  const makeEvent = (type: StripeEventType, object: object): PendingEvent => ({
    type,
    payload: buildStripeEventPayload(type, object),
  });

  function confirmIntent(
    id: string,
    body: FormBody,
    byPublishableKey: boolean,
  ): { status: number; body: unknown; events: PendingEvent[] } {
    const intent = intents.get(id);
    if (!intent) return { ...describeMissing(id), events: [] };
    if (byPublishableKey && body.client_secret !== intent.client_secret)
      return {
        ...makeApiError(
          400,
          "invalid_request_error",
          "The client_secret provided does not match any associated PaymentIntent on this account. Ensure the publishable key used belongs to the same account that created the PaymentIntent.",
          { code: "payment_intent_authentication_failure", param: "client_secret" },
        ),
        events: [],
      };
    if (intent.status === "succeeded" || intent.status === "canceled" || intent.status === "processing")
      return {
        ...makeApiError(
          400,
          "invalid_request_error",
          intent.status === "succeeded"
            ? "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed."
            : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
          { code: "payment_intent_unexpected_state", payment_intent: structuredClone(intent) },
        ),
        events: [],
      };
    const data = body.payment_method_data;
    const card = typeof data === "object" ? data.card : undefined;
    const number = typeof card === "object" && typeof card.number === "string" ? card.number.replace(/[\s-]/g, "") : "";
    if (typeof data !== "object" || data.type !== "card" || !number)
      return {
        ...makeApiError(400, "invalid_request_error", "Missing required param: payment_method_data[card][number].", {
          code: "parameter_missing",
          param: "payment_method_data[card][number]",
        }),
        events: [],
      };
    const paymentMethod = {
      id: `pm_${makeRandomToken(24)}`,
      object: "payment_method",
      type: "card",
      card: { brand: number.startsWith("5") ? "mastercard" : "visa", last4: number.slice(-4) },
    };
    const outcome = decideCard(number);
    if (outcome === "succeeded") {
      intent.payment_method = paymentMethod.id;
      intent.status = "succeeded";
      intent.last_payment_error = null;
      intent.amount_received = intent.amount;
      intent.latest_charge = `ch_${makeRandomToken(24)}`;
      return { status: 200, body: intent, events: [makeEvent("payment_intent.succeeded", intent)] };
    }
    const error = {
      type: "card_error",
      ...outcome,
      doc_url: `https://stripe.com/docs/error-codes/${outcome.code.replace(/_/g, "-")}`,
      payment_method: paymentMethod,
    };
    intent.status = "requires_payment_method";
    intent.payment_method = null;
    intent.last_payment_error = error;
    // Like Stripe, the 402 carries the intent as it now stands (awaiting another payment method).
    return {
      status: 402,
      body: { error: { ...error, payment_intent: structuredClone(intent) } },
      events: [makeEvent("payment_intent.payment_failed", intent)],
    };
  }

  function route(method: string, path: string, body: FormBody): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/refunds") {
      if (pendingFailure) {
        const { status, ...error } = pendingFailure;
        pendingFailure = null;
        return { status, body: { error } };
      }
      const result = createRefund(body);
      return isApiError(result) ? result : { status: 200, body: result };
    }
    if (method === "GET" && path === "/v1/refunds") {
      const intentId = typeof body.payment_intent === "string" ? body.payment_intent : null;
      const data = intentId ? refundsOf(intentId) : [...refunds.values()].reverse();
      return { status: 200, body: { object: "list", data, has_more: false, url: "/v1/refunds" } };
    }
    if (method === "POST" && path === "/v1/payment_intents") {
      const result = createIntent(body);
      return isApiError(result) ? result : { status: 200, body: result };
    }
    const match = INTENT_PATH.exec(path);
    const id = match?.[1] ? decodeURIComponent(match[1]) : undefined;
    if (id && method === "POST") {
      const result = updateIntent(id, body);
      return isApiError(result) ? result : { status: 200, body: result };
    }
    if (id && method === "GET") {
      const intent = intents.get(id);
      return intent ? { status: 200, body: intent } : describeMissing(id);
    }
    return makeApiError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${method}: ${path}). The Stripe stand-in only speaks PaymentIntents create, update and retrieve, and Refunds create and list.`,
    );
  }

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const method = request.method ?? "";
    const raw = await readBody(request);
    const body = parseStripeForm(method === "GET" ? url.search.slice(1) : raw);
    const requestId = `req_${makeRandomToken(14)}`;
    const headers: Record<string, string> = {
      ...CORS_HEADERS,
      "content-type": "application/json",
      "request-id": requestId,
      "stripe-version": String(request.headers["stripe-version"] ?? Stripe.API_VERSION),
    };

    const send = (status: number, payload: unknown, events: PendingEvent[] = []) => {
      requests.push({ method, path: url.pathname, headers: request.headers, body, status });
      response.writeHead(status, headers);
      // Events go out once the answer is on its way, as Stripe sends them after the API call.
      const answered = new Promise<void>((resolve) => response.end(JSON.stringify(payload, null, 2), resolve));
      queueWebhooks(events, answered);
    };

    if (method === "OPTIONS") {
      response.writeHead(204, CORS_HEADERS);
      response.end();
      return;
    }

    // Stripe.js authenticates with the publishable key in the form, which may only confirm an intent
    // whose client_secret it also presents.
    const confirmMatch = method === "POST" ? CONFIRM_PATH.exec(url.pathname) : null;
    if (confirmMatch?.[1] && typeof body.key === "string" && !request.headers.authorization) {
      if (body.key !== publishableKey)
        return send(401, {
          error: {
            type: "invalid_request_error",
            message: `Invalid API Key provided: ${body.key.slice(0, 8)}${"*".repeat(Math.max(body.key.length - 12, 0))}${body.key.slice(-4)}`,
          },
        });
      const result = confirmIntent(decodeURIComponent(confirmMatch[1]), body, true);
      return send(result.status, result.body, result.events);
    }

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      const presented = String(request.headers.authorization ?? "").replace(/^Bearer /, "");
      const masked = presented
        ? `${presented.slice(0, 8)}${"*".repeat(Math.max(presented.length - 12, 0))}${presented.slice(-4)}`
        : "";
      return send(401, {
        error: {
          type: "invalid_request_error",
          message: presented ? `Invalid API Key provided: ${masked}` : "You did not provide an API key.",
        },
      });
    }

    const idempotencyKey = method === "POST" ? request.headers["idempotency-key"] : undefined;
    if (typeof idempotencyKey === "string" && idempotencyKey) {
      headers["idempotency-key"] = idempotencyKey;
      const fingerprint = fingerprintOf(method, url.pathname, body);
      const stored = idempotentResponses.get(idempotencyKey);
      if (stored && stored.fingerprint !== fingerprint) {
        return send(400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
      }
      if (stored) {
        headers["idempotent-replayed"] = "true";
        return send(stored.status, stored.body);
      }
      const result = await routeAndNotify(method, url.pathname, body);
      // Like Stripe, a request rejected for its parameters is not saved: it may be retried fixed.
      if (result.status < 400 || result.status === 404)
        idempotentResponses.set(idempotencyKey, {
          fingerprint,
          status: result.status,
          body: structuredClone(result.body),
        });
      return send(result.status, result.body, result.events);
    }

    const result = await routeAndNotify(method, url.pathname, body);
    return send(result.status, result.body, result.events);
  }

  async function routeAndNotify(
    method: string,
    path: string,
    body: FormBody,
  ): Promise<{ status: number; body: unknown; events: PendingEvent[] }> {
    const confirmMatch = method === "POST" ? CONFIRM_PATH.exec(path) : null;
    if (confirmMatch?.[1]) return confirmIntent(decodeURIComponent(confirmMatch[1]), body, false);
    const result = route(method, path, body);
    const isNewRefund = method === "POST" && path === "/v1/refunds" && result.status === 200;
    if (!isNewRefund) return { ...result, events: [] };
    if (settings.onRefundCreated) await settings.onRefundCreated(result.body as StandInRefund);
    const refund = result.body as StandInRefund;
    return { ...result, events: [makeEvent("charge.refunded", buildCharge(refund.payment_intent))] };
  }

  /** Delivers the events (to the target set now) after `after`, behind every delivery queued before. */
  function queueWebhooks(events: PendingEvent[], after: Promise<void> = Promise.resolve()) {
    const target = webhookTarget;
    if (!target || events.length === 0) return;
    deliveryQueue = deliveryQueue.then(async () => {
      await after;
      for (const event of events) webhookDeliveries.push(await deliverWebhook(target, event));
    });
  }

  async function deliverWebhook(target: StandInWebhookTarget, event: PendingEvent): Promise<StandInWebhookDelivery> {
    const delivery = {
      eventId: (JSON.parse(event.payload) as { id: string }).id,
      type: event.type,
      url: target.url,
      payload: event.payload,
    };
    try {
      const answer = await fetch(target.url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "stripe-signature": signStripePayload(event.payload, target.secret),
        },
        body: event.payload,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await answer.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: kept as text
      }
      return { ...delivery, status: answer.status, body: parsed };
    } catch (error) {
      return { ...delivery, status: 0, body: null, error: String(error) };
    }
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ error: { type: "api_error", message: `Stripe stand-in failed: ${String(error)}` } }),
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    apiHost: `http://127.0.0.1:${port}`,
    port,
    secretKey,
    publishableKey,
    get webhook() {
      return webhookTarget;
    },
    set webhook(target) {
      webhookTarget = target;
    },
    webhookDeliveries,
    async settleWebhooks() {
      // Deliveries may be queued while earlier ones run: wait until the queue stops growing.
      let current: Promise<void>;
      do {
        current = deliveryQueue;
        await current;
      } while (current !== deliveryQueue);
    },
    requests,
    intents,
    refunds,
    get nextRefundStatus() {
      return settings.nextRefundStatus;
    },
    set nextRefundStatus(status) {
      settings.nextRefundStatus = status;
    },
    get onRefundCreated() {
      return settings.onRefundCreated;
    },
    set onRefundCreated(hook) {
      settings.onRefundCreated = hook;
    },
    failNextRefund(failure = {}) {
      pendingFailure = {
        status: 500,
        type: "api_error",
        message: "An unknown error occurred while processing the refund.",
        ...failure,
      };
    },
    refundInDashboard(intentId, amount, metadata = {}, status = "succeeded") {
      const intent = intents.get(intentId);
      if (!intent?.latest_charge) throw new Error(`Stripe stand-in has no charge for PaymentIntent ${intentId}`);
      const left = intent.amount_received - refundedAmount(intentId);
      const chosen = amount ?? left;
      if (chosen < 1 || chosen > left) throw new Error(`Cannot refund ${chosen} of ${left} left on ${intentId}`);
      const refund = makeRefund(intent, chosen, metadata, status);
      queueWebhooks([makeEvent("charge.refunded", buildCharge(intentId))]);
      return refund;
    },
    setRefundStatus(id, status) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`Stripe stand-in has no refund ${id}`);
      const changed = refund.status !== status;
      refund.status = status;
      if (changed) queueWebhooks([makeEvent("refund.updated", refund)]);
      return refund;
    },
    buildCharge,
    setIntentStatus(id, status, options = {}) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`Stripe stand-in has no PaymentIntent ${id}`);
      intent.status = status;
      intent.last_payment_error = options.lastPaymentError ?? null;
      if (status === "succeeded") {
        intent.amount_received = intent.amount;
        intent.latest_charge ??= `ch_${makeRandomToken(24)}`;
        intent.payment_method ??= `pm_${makeRandomToken(24)}`;
      }
      if (status === "canceled") {
        intent.canceled_at = Math.floor(Date.now() / 1000);
        intent.cancellation_reason = "requested_by_customer";
      }
      return intent;
    },
    reset() {
      intents.clear();
      refunds.clear();
      idempotentResponses.clear();
      requests.length = 0;
      webhookDeliveries.length = 0;
      pendingFailure = null;
      settings.nextRefundStatus = "succeeded";
      settings.onRefundCreated = null;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export type StripeEventType =
  | "payment_intent.succeeded"
  | "payment_intent.payment_failed"
  | "payment_intent.processing"
  | "payment_intent.canceled"
  | "charge.refunded"
  | (string & {});

/** A Stripe webhook event (as JSON text) carrying a snapshot of the intent, shaped like a real delivery. */
export function buildStripeEventPayload(
  type: StripeEventType,
  object: object,
  { id = `evt_${makeRandomToken(24)}`, created = Math.floor(Date.now() / 1000) } = {},
): string {
  return JSON.stringify(
    {
      id,
      object: "event",
      api_version: Stripe.API_VERSION,
      created,
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    },
    null,
    2,
  );
}

/** A valid `Stripe-Signature` header for the payload; pass an old `timestamp` (Unix seconds) to make it stale. */
export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/**
 * Points the shop of this test process at the stand-in (its secret key and API host) with the webhook
 * secret; call before the route modules are imported (the environment is read once per process).
 */
export function pointShopAtStripeStandIn(standIn: StripeStandIn, webhookSecret: string): void {
  process.env.STRIPE_SECRET_KEY = standIn.secretKey;
  process.env.STRIPE_API_HOST = standIn.apiHost;
  process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
}
