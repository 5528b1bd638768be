import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { runCountingStatements } from "@/lib/db/count-statements";
import { getServerEnv } from "@/lib/env";

/** An error whose message is safe to show to the caller. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent with the error answer, e.g. `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = "Authentication required") => new ApiError(401, message);
export const notFound = (message = "Not found") => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

export function jsonError(status: number, message: string, headers?: HeadersInit) {
  return NextResponse.json({ message }, { status, headers });
}

function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

// Signs that the database is unreachable or restarting (PostgreSQL 57P01-03, socket errors, Prisma's
// P1001/P1002/P1008/P1017/P2024, the driver adapters' error kinds): a retryable 503, not a 500.
const DATABASE_UNAVAILABLE =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|57P01|57P02|57P03|P1001|P1002|P1008|P1017|P2024|DatabaseNotReachable|ConnectionClosed|SocketTimeout|TooManyConnections|Can't reach database|SQLITE_BUSY|connection terminated|terminating connection|not queryable|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|Server has closed the connection/i;

function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Prisma's driver adapters put the PostgreSQL code or the error kind on `cause`.
  const cause = (error as { cause?: { code?: unknown; originalCode?: unknown; kind?: unknown; message?: unknown } })
    .cause;
  const details = [(error as { code?: unknown }).code, cause?.code, cause?.originalCode, cause?.kind, cause?.message]
    .filter((value) => typeof value === "string")
    .join(" ");
  return DATABASE_UNAVAILABLE.test(`${error.name} ${error.message} ${details}`);
}

/**
 * What a deployment whose database was never migrated (or lacks a later migration) answers, instead of a
 * 500 on every route. app/error.tsx shows it too. Nothing is queried to know it: Prisma reports the missing
 * table (P2021) or column (P2022) on the request that needed it.
 */
export const SCHEMA_MISSING_MESSAGE =
  "The shop is not set up yet: its database lacks the tables this version needs (migrations not applied). " +
  "Fix: run DATABASE_URL=… npm run db:migrate && npm run db:seed against it once (npm start and a Vercel " +
  "production build apply them themselves), then reload.";

function isSchemaMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, meta } = error as { code?: unknown; meta?: { driverAdapterError?: { cause?: { kind?: unknown } } } };
  const kind = meta?.driverAdapterError?.cause?.kind;
  return code === "P2021" || code === "P2022" || kind === "TableDoesNotExist" || kind === "ColumnNotFound";
}

/** Maps any thrown value to the one error shape of the API: `{ message }` with a fitting status. */
export function toErrorResponse(error: unknown) {
  if (error instanceof ApiError) return jsonError(error.status, error.message, error.headers);
  if (error instanceof z.ZodError) return jsonError(400, describeZodError(error));
  if (isSchemaMissing(error)) {
    console.error("Database schema missing:", error);
    return jsonError(503, SCHEMA_MISSING_MESSAGE, { "Retry-After": "60" });
  }
  if (isDatabaseUnavailable(error)) {
    console.error("Database unavailable:", error);
    return jsonError(503, "The service is temporarily unavailable. Please try again.", { "Retry-After": "5" });
  }
  console.error(error);
  return jsonError(500, "Something went wrong on our side. Please try again.");
}

export type RouteHandler<C> = (request: Request, context: C) => Promise<Response>;

/** The header that tells how many SQL statements a request sent (SQL_STATEMENT_HEADER=1). */
export const SQL_STATEMENTS_HEADER = "X-Sql-Statements";

/** Adds the statement count to an answer; an answer with read-only headers (a redirect) is copied first. */
function addStatementCount(response: Response, statements: number): Response {
  try {
    response.headers.set(SQL_STATEMENTS_HEADER, String(statements));
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(SQL_STATEMENTS_HEADER, String(statements));
    return copy;
  }
}

/**
 * Wraps a route handler so every failure answers `{ message }`. With SQL_STATEMENT_HEADER=1 the answer
 * also says how many SQL statements the request sent before it was returned (a streamed body's later
 * statements are not in it).
 */
export function withErrorHandling<C>(handler: RouteHandler<C>): RouteHandler<C> {
  const answer = async (request: Request, context: C) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
  return async (request, context) => {
    let countStatements: boolean;
    try {
      countStatements = getServerEnv().SQL_STATEMENT_HEADER;
    } catch (error) {
      return toErrorResponse(error); // an invalid environment answers 500 like any handler reading it
    }
    if (!countStatements) return answer(request, context);
    const { result, statements } = await runCountingStatements(() => answer(request, context));
    return addStatementCount(result, statements);
  };
}

/** Largest JSON request body accepted (decisions: 64 KB); larger ones answer 413. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

const describeBytes = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;

export type BodyLimitOptions = {
  /** The error for a body over the limit (default: 413 naming the limit). */
  tooLarge?: () => ApiError;
  /** The message of the 400 when the sender breaks off while the body streams. */
  interrupted?: string;
};

/**
 * Reads a request body of at most `limit` bytes. A declared `Content-Length` over the limit is refused
 * before a byte is read; the body is counted while it streams and reading stops as soon as it passes
 * the limit, so a body without a length, or with a false one, is never held in memory beyond it.
 */
export async function readBoundedBody(
  request: Request,
  limit: number,
  { tooLarge, interrupted = "The request was interrupted. Please try again." }: BodyLimitOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const refuse =
    tooLarge ?? (() => new ApiError(413, `The request body is too large (at most ${describeBytes(limit)}).`));
  const declaredLength = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declaredLength > limit) throw refuse();
  if (!request.body) return new Uint8Array(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw badRequest(interrupted);
    }
    if (chunk.done) break;
    received += chunk.value.byteLength;
    if (received > limit) {
      // Not awaited: a slow sender must not keep the answer waiting.
      reader.cancel().catch(() => undefined);
      throw refuse();
    }
    chunks.push(chunk.value);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** Reads a body of at most `limit` bytes as UTF-8 text (a leading BOM dropped, as `request.text()` does). */
export async function readBoundedText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBoundedBody(request, limit));
}

/**
 * Parses a JSON body of at most MAX_JSON_BODY_BYTES with a schema: a larger body answers 413, malformed
 * JSON and invalid fields 400.
 */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const text = await readBoundedText(request, MAX_JSON_BODY_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  return schema.parse(body);
}
