// The die-cut line of the shopper's own design at a size, for the design tool's preview: the line the
// cart will freeze when the same size is added (GET /api/designs/{id}/cut-line, #22).
import { getCartSessionId } from "@/lib/client/cart-session-id";
import { readErrorMessage, RequestError } from "@/lib/client/request-json";
import type { CutLineDto } from "@/lib/stickers/get-design-cut-line";

export type { CutLineDto };

export async function fetchDesignCutLine(
  designId: number,
  sizeInches: number,
  signal?: AbortSignal,
): Promise<CutLineDto> {
  const query = new URLSearchParams({ shape: "die-cut", sizeInches: String(sizeInches) });
  const response = await fetch(`/api/designs/${designId}/cut-line?${query}`, {
    credentials: "include",
    cache: "no-store",
    // The design belongs to this cart session; the id travels in a header, never in the query string.
    headers: { "X-Session-Id": getCartSessionId() },
    signal,
  });
  if (!response.ok) throw new RequestError(response.status, await readErrorMessage(response));
  return (await response.json()) as CutLineDto;
}
