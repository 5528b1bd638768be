import { SiteFooter } from "@/components/shop/site-footer";
import { ReferralTracker } from "@/components/shop/referral-tracker";
import { SiteHeader } from "@/components/shop/site-header";
import { Toaster } from "@/components/ui/toaster";

export default function ShopLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="flex-1">{children}</div>
      <SiteFooter />
      <Toaster />
      <ReferralTracker />
    </div>
  );
}
