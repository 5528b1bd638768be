import { openCustomerOrder } from "@/lib/accounts/open-customer-order";
import { readSignedInCustomer } from "@/lib/accounts/read-signed-in-customer";
import { checkSameOrigin } from "@/lib/api/check-same-origin";
import { notFound, withErrorHandling } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limits";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

// POST /api/account/orders/{id}/open (the account page's "View order"): 303 to a new link to the order's
// page, for a signed-in customer who owns the order; 303 to the sign-in page when not signed in; 404
// { message } for an order that is not theirs or does not exist (the same answer); 403 from another site.
export const POST = withErrorHandling(async (request: Request, { params }: Context) => {
  checkSameOrigin(request);
  const { id } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id)) throw notFound("Order not found");
  const customer = await readSignedInCustomer(request.headers);
  if (!customer)
    return new Response(null, { status: 303, headers: { Location: "/account/sign-in", "Cache-Control": "no-store" } });
  await enforceRateLimit("orderLink", request, `customer:${customer.id}`);
  const { path } = await openCustomerOrder(Number(id), customer.email);
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
});
