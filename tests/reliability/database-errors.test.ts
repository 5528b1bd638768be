// How a failed database call is answered: the errors PostgreSQL and SQLite raise when the database
// is unreachable, restarting or busy become 503 { message } with Retry-After; anything else 500.
// The shapes are the real ones Prisma 6.19's driver adapters throw (seen in postgres-restart.test.ts).
import { toErrorResponse } from "@/lib/api/errors";

function driverAdapterError(code: string, message: string) {
  return Object.assign(new Error(message), {
    name: "DriverAdapterError",
    cause: { originalCode: code, originalMessage: message, kind: "postgres", code, severity: "FATAL", message },
  });
}

const UNAVAILABLE = "The service is temporarily unavailable. Please try again.";

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it.each([
  [
    "server shut down mid-query (57P01 on cause)",
    driverAdapterError("57P01", "terminating connection due to administrator command"),
  ],
  [
    "server crashed (57P02 on cause)",
    driverAdapterError("57P02", "terminating connection due to crash of another server process"),
  ],
  ["server starting up (57P03 on cause)", driverAdapterError("57P03", "the database system is starting up")],
  [
    "unreachable (P1001)",
    Object.assign(new Error("Can't reach database server at 127.0.0.1:5432"), {
      name: "PrismaClientKnownRequestError",
      code: "P1001",
    }),
  ],
  ["refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
  ["pool connection ended", new Error("Connection terminated unexpectedly")],
  [
    "pooled client broken by the shutdown (pg)",
    new Error("Client has encountered a connection error and is not queryable"),
  ],
  ["SQLite locked", Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" })],
  [
    "adapter: connection closed",
    Object.assign(new Error("Server has closed the connection."), {
      name: "DriverAdapterError",
      cause: { kind: "ConnectionClosed" },
    }),
  ],
  [
    "adapter: socket timeout",
    Object.assign(new Error("Socket timeout"), { name: "DriverAdapterError", cause: { kind: "SocketTimeout" } }),
  ],
  [
    "adapter: not reachable",
    Object.assign(new Error("Database not reachable"), {
      name: "DriverAdapterError",
      cause: { kind: "DatabaseNotReachable" },
    }),
  ],
  ["pool connect timeout (pg)", new Error("timeout exceeded when trying to connect")],
  ["server shutting down (message only)", new Error("the database system is shutting down")],
  [
    "Prisma pool timeout (P2024)",
    Object.assign(new Error("Timed out fetching a new connection from the connection pool."), {
      name: "PrismaClientKnownRequestError",
      code: "P2024",
    }),
  ],
])("%s → 503 { message } with Retry-After", async (_label, error) => {
  const response = toErrorResponse(error);
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(await response.json()).toEqual({ message: UNAVAILABLE });
});

it.each([
  ["a programming error", new TypeError("x is not a function")],
  ["a constraint violation", driverAdapterError("23505", "duplicate key value violates unique constraint")],
  ["a thrown string", "boom"],
])("%s → 500 { message }", async (_label, error) => {
  const response = toErrorResponse(error);
  expect(response.status).toBe(500);
  expect(await response.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
});
