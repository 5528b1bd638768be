import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { computeCatalogueRevision } from "@/lib/catalogue/compute-catalogue-revision";
import { saveShippingRules } from "@/lib/catalogue/save-shipping-rules";
import { shippingRulesSaveSchema } from "@/lib/validation/catalogue";

export const dynamic = "force-dynamic";

// PUT /api/admin/catalogue/shipping (admin) body: { methods: [{ id: "standard" | "priority", name, amount:
// "5.00", businessDays: "3-5" }] (each once), freeShippingCities: ["las vegas", …], freeShippingMinQuantity:
// 300, revision: GET's shippingRevision }: 200 { shipping (the same shape), revision }; 400 { message } for a bad
// field; 409 { message } when the rules changed since that revision. Nothing is saved on a refusal.
export const PUT = withAdmin(async (request: Request) => {
  const body = await parseJsonBody(request, shippingRulesSaveSchema);
  const shipping = await saveShippingRules(body);
  return NextResponse.json(
    { shipping, revision: computeCatalogueRevision(shipping) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
