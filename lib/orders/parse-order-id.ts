import "server-only";
import { z } from "zod";
import { notFound } from "@/lib/api/errors";

const orderIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A malformed id is answered like a missing order. */
export function parseOrderId(value: string): number {
  const parsed = orderIdSchema.safeParse(value);
  if (!parsed.success) throw notFound("Order not found");
  return parsed.data;
}
