import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { saveShippingRules } from "@/lib/catalogue/save-shipping-rules";
import { shippingRulesSchema } from "@/lib/validation/catalogue";

export const dynamic = "force-dynamic";

// PUT /api/admin/catalogue/shipping (admin) body: { methods: [{ id: "standard" | "priority", name, amount:
// "5.00", businessDays: "3-5" }] (each once), freeShippingCities: ["las vegas", …], freeShippingMinQuantity:
// 300 }: 200 { shipping } (the same shape); 400 { message } for a bad field.
export const PUT = withAdmin(async (request: Request) => {
  const body = await parseJsonBody(request, shippingRulesSchema);
  const shipping = await saveShippingRules(body);
  return NextResponse.json({ shipping }, { headers: { "Cache-Control": "private, no-store" } });
});
