import { NextResponse } from "next/server";
import { parseJsonBody } from "@/lib/api/errors";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { changeAdminShopSettings, readAdminShopSettings } from "@/lib/settings/admin-shop-settings";
import { shopSettingsUpdateSchema } from "@/lib/validation/shop-settings";

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "private, no-store" };

// GET /api/admin/settings (admin): { autoApproveProofs, notificationEmail (null: EMAIL_FROM's address),
// defaultNotificationEmail }.
export const GET = withAdmin(async () => {
  return NextResponse.json(await readAdminShopSettings(), { headers: NO_STORE });
});

// PATCH /api/admin/settings (admin) body: any of { autoApproveProofs: boolean, notificationEmail: string | null
// ("" or null: EMAIL_FROM's address), printMaxDpi, whitePlateName (1–63 letters, digits, _ or -),
// whitePlateChokePoints (0–5), thruCutName (1–63 letters, digits, _ or -; not CutContour, not the White plate's
// name) }: 200 the settings; 400 { message } for a bad value (nothing stored).
export const PATCH = withAdmin(async (request: Request) => {
  const change = await parseJsonBody(request, shopSettingsUpdateSchema);
  return NextResponse.json(await changeAdminShopSettings(change), { headers: NO_STORE });
});
