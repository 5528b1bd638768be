import type { Metadata } from "next";
import { AdminPasswordGate } from "@/components/admin/password-gate";
import { ReportsView } from "@/components/admin/reports/reports-view";

export const metadata: Metadata = {
  title: "Reports | Professional Printing Services",
  robots: { index: false, follow: false, nocache: true },
};

// The page itself is a server component; the gate and the report are client components because the admin
// token lives in the browser tab only (components/admin/password-gate.tsx), and the charts load on their own.
export default function AdminReportsPage() {
  return (
    <AdminPasswordGate title="Admin Access - Reports" buttonLabel="Open Reports" acceptHandOff>
      <ReportsView />
    </AdminPasswordGate>
  );
}
