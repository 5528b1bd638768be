import type { Metadata } from "next";
import { AdminPasswordGate } from "@/components/admin/password-gate";
import { ShopSettingsView } from "@/components/admin/shop-settings-view";

export const metadata: Metadata = {
  title: "Shop Settings | Professional Printing Services",
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminSettingsPage() {
  return (
    <AdminPasswordGate title="Admin Access - Settings" buttonLabel="Open Settings" acceptHandOff>
      <ShopSettingsView />
    </AdminPasswordGate>
  );
}
