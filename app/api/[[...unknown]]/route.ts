import { jsonError } from "@/lib/api/errors";

// Any path under /api/ (and /api itself) that no route handler serves, at any depth and with any method, answers
// 404 { message } as JSON rather than the HTML not-found page. Next prefers every specific route
// (static or dynamic) over this catch-all, so it only sees paths nothing else matches.
export const dynamic = "force-dynamic";

function notFound(): Response {
  return jsonError(404, "No API endpoint at this path", { "Cache-Control": "no-store" });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
