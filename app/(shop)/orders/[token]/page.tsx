import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderPageView } from "@/components/orders/order-page-view";
import { isDirectUploadEnabled } from "@/lib/designs/is-direct-upload-enabled";
import { getOrderPage } from "@/lib/order-page/get-order-page";
import { publicConfig } from "@/lib/public-config";

// The customer's order page, opened from the link in every customer e-mail. No login: the token in the
// path is the key. An unknown, revoked or malformed token gets the same 404 as a missing page.
export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const metadata: Metadata = {
  title: "Your order | Professional Printing Services",
  robots: { index: false, follow: false },
  // The path holds the page's key: never send it on to another site.
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

export default async function OrderPage({ params }: Props) {
  const { token } = await params;
  const order = await getOrderPage(token);
  if (!order) notFound();
  return (
    <main className="px-4 py-10">
      <OrderPageView order={order} companyName={publicConfig.companyName} directToBlob={isDirectUploadEnabled()} />
    </main>
  );
}
