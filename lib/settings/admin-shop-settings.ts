import "server-only";
import { badRequest } from "@/lib/api/errors";
import { getServerEnv } from "@/lib/env";
import { SPOT_NAMES_CLASH_MESSAGE, spotNamesClash, type ShopSettingsInput } from "@/lib/validation/shop-settings";
import { getShopSettings, readEmailFromAddress, updateShopSettings, type ShopSettings } from "./shop-settings";

/** GET/PATCH /api/admin/settings: the settings and the address used while notificationEmail is empty. */
export type AdminShopSettings = ShopSettings & { defaultNotificationEmail: string };

function withDefaultAddress(settings: ShopSettings): AdminShopSettings {
  return { ...settings, defaultNotificationEmail: readEmailFromAddress(getServerEnv().EMAIL_FROM) };
}

export async function readAdminShopSettings(): Promise<AdminShopSettings> {
  return withDefaultAddress(await getShopSettings());
}

/**
 * Stores the validated change (absent fields keep their values) and answers the settings as they now stand.
 * 400 (nothing stored) when the White plate and the sheet outline would then share a spot colour.
 */
export async function changeAdminShopSettings(change: Partial<ShopSettingsInput>): Promise<AdminShopSettings> {
  if (change.whitePlateName !== undefined || change.thruCutName !== undefined) {
    const current = await getShopSettings();
    if (spotNamesClash({ ...current, ...change })) throw badRequest(`thruCutName: ${SPOT_NAMES_CLASH_MESSAGE}`);
  }
  return withDefaultAddress(await updateShopSettings(change));
}
