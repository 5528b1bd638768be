import type { Metadata } from "next";
import { AdminPasswordGate } from "@/components/admin/password-gate";
import { PrintQueueView } from "@/components/admin/print-queue-view";

export const metadata: Metadata = {
  title: "Print Queue | Professional Printing Services",
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminPrintQueuePage() {
  return (
    <AdminPasswordGate title="Admin Access - Print Queue" buttonLabel="Open Print Queue" acceptHandOff>
      <PrintQueueView />
    </AdminPasswordGate>
  );
}
