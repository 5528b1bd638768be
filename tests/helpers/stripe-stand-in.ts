// A local stand-in for the Stripe API: the subset of PaymentIntents that the shop's Stripe provider
// uses, spoken the way stripe-node 23 talks to it (see shared/notes/stack-facts.md). Point the SDK
// at it with STRIPE_API_HOST = standIn.apiHost (createStripeClient maps it to host/port/protocol).
//
//   POST /v1/payment_intents        create: form-encoded amount, currency, metadata[k], automatic_payment_methods[enabled]
//   POST /v1/payment_intents/:id    update: amount, metadata[k] (merged; "" removes a key)
//   GET  /v1/payment_intents/:id    retrieve
//   POST /v1/refunds                create: form-encoded payment_intent, amount (default: what is left), metadata[k]
//   GET  /v1/refunds                list: ?payment_intent=pi_… (newest first, one page)
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
// can only change while the intent awaits payment. All requests are recorded for assertions.
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

/** The answer the next refund create gets instead of a refund (default: a 500 api_error). */
export type StandInFailure = { status: number; type: string; code?: string; message: string };

export type StripeStandIn = {
  /** Value for STRIPE_API_HOST / createStripePaymentProvider({ apiHost }), e.g. "http://127.0.0.1:40123". */
  apiHost: string;
  port: number;
  /** The key every request must carry as `authorization: Bearer …`. */
  secretKey: string;
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
  /** Forgets all intents, refunds, idempotency keys, recorded requests and refund settings. */
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
}: { secretKey?: string } = {}): Promise<StripeStandIn> {
  const requests: RecordedStripeRequest[] = [];
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
      "content-type": "application/json",
      "request-id": requestId,
      "stripe-version": String(request.headers["stripe-version"] ?? Stripe.API_VERSION),
    };

    const send = (status: number, payload: unknown) => {
      requests.push({ method, path: url.pathname, headers: request.headers, body, status });
      response.writeHead(status, headers);
      response.end(JSON.stringify(payload, null, 2));
    };

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
      return send(result.status, result.body);
    }

    const result = await routeAndNotify(method, url.pathname, body);
    return send(result.status, result.body);
  }

  async function routeAndNotify(method: string, path: string, body: FormBody) {
    const result = route(method, path, body);
    const isNewRefund = method === "POST" && path === "/v1/refunds" && result.status === 200;
    if (isNewRefund && settings.onRefundCreated) await settings.onRefundCreated(result.body as StandInRefund);
    return result;
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
      return makeRefund(intent, chosen, metadata, status);
    },
    setRefundStatus(id, status) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`Stripe stand-in has no refund ${id}`);
      refund.status = status;
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
