import type { Metadata } from "next";
import { OrderDetailView } from "@/components/admin/order-detail-view";
import { AdminPasswordGate } from "@/components/admin/password-gate";
import { isDirectUploadEnabled } from "@/lib/designs/is-direct-upload-enabled";

export const metadata: Metadata = {
  title: "Order Details | Professional Printing Services",
  robots: { index: false, follow: false, nocache: true },
};

export default async function AdminOrderDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <AdminPasswordGate title="Admin Access - Order Details" buttonLabel="Login" acceptHandOff>
      <OrderDetailView orderId={id} directToBlob={isDirectUploadEnabled()} />
    </AdminPasswordGate>
  );
}
