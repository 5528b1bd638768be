import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { createCoupon, listCoupons } from "@/lib/discounts/manage-coupons";
import { couponFormSchema } from "@/lib/validation/coupon";

export const dynamic = "force-dynamic";

// GET /api/coupons (admin): every coupon, newest first.
export const GET = withAdmin(async () => {
  return NextResponse.json(await listCoupons(), { headers: { "Cache-Control": "private, no-store" } });
});

// POST /api/coupons (admin) body { code, discountType, discountValue, minOrderAmount, maxDiscount, expiresAt }: 201 coupon.
export const POST = withAdmin(async (request: Request) => {
  const input = await parseJsonBody(request, couponFormSchema);
  return NextResponse.json(await createCoupon(input), { status: 201, headers: { "Cache-Control": "no-store" } });
});
