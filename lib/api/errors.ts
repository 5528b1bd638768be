import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";

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

/** Maps any thrown value to the one error shape of the API: `{ message }` with a fitting status. */
export function toErrorResponse(error: unknown) {
  if (error instanceof ApiError) return jsonError(error.status, error.message, error.headers);
  if (error instanceof z.ZodError) return jsonError(400, describeZodError(error));
  if (isDatabaseUnavailable(error)) {
    console.error("Database unavailable:", error);
    return jsonError(503, "The service is temporarily unavailable. Please try again.", { "Retry-After": "5" });
  }
  console.error(error);
  return jsonError(500, "Something went wrong on our side. Please try again.");
}

export type RouteHandler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so every failure answers `{ message }`. */
export function withErrorHandling<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

/** Parses a JSON body with a schema; malformed JSON and invalid fields both become 400. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest("Request body must be valid JSON");
  }
  return schema.parse(body);
}
