import "server-only";
import { getServerEnv } from "@/lib/env";
import type { ShopSettingsInput } from "@/lib/validation/shop-settings";
import { getShopSettings, readEmailFromAddress, updateShopSettings, type ShopSettings } from "./shop-settings";

/** GET/PATCH /api/admin/settings: the settings and the address used while notificationEmail is empty. */
export type AdminShopSettings = ShopSettings & { defaultNotificationEmail: string };

function withDefaultAddress(settings: ShopSettings): AdminShopSettings {
  return { ...settings, defaultNotificationEmail: readEmailFromAddress(getServerEnv().EMAIL_FROM) };
}

export async function readAdminShopSettings(): Promise<AdminShopSettings> {
  return withDefaultAddress(await getShopSettings());
}

/** Stores the validated change (absent fields keep their values) and answers the settings as they now stand. */
export async function changeAdminShopSettings(change: Partial<ShopSettingsInput>): Promise<AdminShopSettings> {
  return withDefaultAddress(await updateShopSettings(change));
}
