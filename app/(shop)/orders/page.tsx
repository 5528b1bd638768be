import type { Metadata } from "next";
import { FindOrderForm } from "@/components/orders/find-order-form";

export const metadata: Metadata = { title: "Find my order | Professional Printing Services" };

export default function FindOrderPage() {
  return (
    <main className="px-4 py-10">
      <div className="mx-auto w-full max-w-md space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Find my order</h1>
        <p className="text-sm text-slate-600">
          Enter your order number and the e-mail address you ordered with. We will e-mail you the link to your
          order&apos;s page.
        </p>
        <FindOrderForm />
      </div>
    </main>
  );
}
