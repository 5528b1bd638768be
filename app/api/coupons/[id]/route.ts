import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { deleteCoupon, parseCouponId, updateCoupon } from "@/lib/discounts/manage-coupons";
import { couponUpdateSchema } from "@/lib/validation/coupon";

type Context = { params: Promise<{ id: string }> };

// DELETE /api/coupons/{id} (admin): payments that used the coupon keep their amounts.
export const DELETE = withAdmin(async (request: Request, { params }: Context) => {
  await deleteCoupon(parseCouponId((await params).id));
  return NextResponse.json({ message: "Coupon deleted" }, { headers: { "Cache-Control": "no-store" } });
});

// PATCH /api/coupons/{id} (admin) body: any of { discountValue, minOrderAmount, maxDiscount, expiresAt, maxUses,
// oncePerCustomer, isActive } (null clears an optional value): 200 coupon. The code and type stay as created.
export const PATCH = withAdmin(async (request: Request, { params }: Context) => {
  const couponId = parseCouponId((await params).id);
  const changes = await parseJsonBody(request, couponUpdateSchema);
  return NextResponse.json(await updateCoupon(couponId, changes), { headers: { "Cache-Control": "no-store" } });
});
