import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { deleteCoupon, parseCouponId } from "@/lib/coupons/manage-coupons";

type Context = { params: Promise<{ id: string }> };

// DELETE /api/coupons/{id} (admin): payments that used the coupon keep their amounts.
export const DELETE = withAdmin(async (request: Request, { params }: Context) => {
  await deleteCoupon(parseCouponId((await params).id));
  return NextResponse.json({ message: "Coupon deleted" }, { headers: { "Cache-Control": "no-store" } });
});
