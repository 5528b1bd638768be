import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/admin-auth/admin-token";
import { deleteCoupon, parseCouponId } from "@/lib/coupons/manage-coupons";

type Context = { params: Promise<{ id: string }> };

// DELETE /api/coupons/{id} (admin): payments that used the coupon keep their amounts.
export const DELETE = withErrorHandling(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  await deleteCoupon(parseCouponId((await params).id));
  return NextResponse.json({ message: "Coupon deleted" }, { headers: { "Cache-Control": "no-store" } });
});
