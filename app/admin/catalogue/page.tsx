import type { Metadata } from "next";
import { AdminPasswordGate } from "@/components/admin/password-gate";
import { CatalogueView } from "@/components/admin/catalogue/catalogue-view";

export const metadata: Metadata = {
  title: "Catalogue | Professional Printing Services",
  robots: { index: false, follow: false, nocache: true },
};

/** The owner's catalogue (#35): materials, finishes, sizes, quantities and prices, shipping, history. */
export default function AdminCataloguePage() {
  return (
    <AdminPasswordGate title="Admin Access - Catalogue" buttonLabel="Open Catalogue" acceptHandOff>
      <CatalogueView />
    </AdminPasswordGate>
  );
}
