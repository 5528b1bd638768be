import type { Metadata } from "next";
import { ArchiveView } from "@/components/admin/archive-view";
import { AdminPasswordGate } from "@/components/admin/password-gate";

export const metadata: Metadata = {
  title: "Archived Orders | Professional Printing Services",
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminArchivePage() {
  return (
    <AdminPasswordGate title="Admin Access - Archive" buttonLabel="Access Archive">
      <ArchiveView />
    </AdminPasswordGate>
  );
}
