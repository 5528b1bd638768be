import type { Metadata } from "next";
import { connection } from "next/server";
import { KeptAdminSessionProvider } from "@/components/admin/kept-admin-session";
import { ShopTimeZoneProvider } from "@/components/admin/shop-time-zone";
import { Toaster } from "@/components/ui/toaster";
import { readKeptAdminSession } from "@/lib/admin-auth/read-kept-admin-session";
import { getServerEnv } from "@/lib/env";

// The operator area: outside the shop layout, never indexed; each page has its own password gate, which
// opens by itself when this device is kept signed in (its cookie, resumed here on every full page load).
export const metadata: Metadata = {
  title: "Admin | Professional Printing Services",
  robots: { index: false, follow: false, nocache: true },
};

export default async function AdminLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // SHOP_TIME_ZONE is read when a page is served, not baked into a page prerendered at build time.
  await connection();
  const kept = await readKeptAdminSession();
  return (
    <div className="min-h-screen bg-slate-50">
      <KeptAdminSessionProvider session={kept}>
        <ShopTimeZoneProvider timeZone={getServerEnv().SHOP_TIME_ZONE}>{children}</ShopTimeZoneProvider>
      </KeptAdminSessionProvider>
      <Toaster />
    </div>
  );
}
