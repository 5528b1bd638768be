import "server-only";
import { withErrorHandling, type RouteHandler } from "@/lib/api/errors";
import { requireAdmin } from "./admin-token";

/**
 * The one way to write an admin route handler: the bearer token is checked before the handler runs
 * (401 `{ message }` without a valid one), and every failure is mapped like any other handler's.
 */
export function withAdmin<C>(handler: RouteHandler<C>): RouteHandler<C> {
  return withErrorHandling<C>(async (request, context) => {
    await requireAdmin(request);
    return handler(request, context);
  });
}
