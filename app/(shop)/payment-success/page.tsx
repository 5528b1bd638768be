import type { Metadata } from "next";
import { PaymentSuccessView } from "@/components/checkout/payment-success-view";
import { publicConfig } from "@/lib/public-config";

export const metadata: Metadata = { title: "Order placed | Professional Printing Services" };

type Props = { searchParams: Promise<{ orderId?: string }> };

export default async function PaymentSuccessPage({ searchParams }: Props) {
  const { orderId } = await searchParams;
  const id = orderId && /^\d{1,10}$/.test(orderId) ? Number(orderId) : null;
  return (
    // The order is read after the first paint: a screen's height keeps the footer below the fold (CLS).
    <main className="min-h-screen px-4 py-10">
      <PaymentSuccessView orderId={id} companySiteUrl={publicConfig.companySiteUrl} />
    </main>
  );
}
