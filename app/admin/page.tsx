import type { Metadata } from "next";
import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { AdminPasswordGate } from "@/components/admin/password-gate";

export const metadata: Metadata = {
  title: "Admin Dashboard | Professional Printing Services",
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminDashboardPage() {
  return (
    <AdminPasswordGate title="Admin Access" buttonLabel="Login" acceptHandOff>
      <AdminDashboard />
    </AdminPasswordGate>
  );
}
