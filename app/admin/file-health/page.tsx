import type { Metadata } from "next";
import { FileHealthView } from "@/components/admin/file-health-view";
import { AdminPasswordGate } from "@/components/admin/password-gate";

export const metadata: Metadata = {
  title: "File Health Monitor | Professional Printing Services",
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminFileHealthPage() {
  return (
    <AdminPasswordGate title="File Health Monitor" buttonLabel="Access System">
      <FileHealthView />
    </AdminPasswordGate>
  );
}
