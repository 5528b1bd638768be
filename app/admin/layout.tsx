import type { Metadata } from "next";
import { Toaster } from "@/components/ui/toaster";

// The operator area: outside the shop layout, never indexed; each page has its own password gate.
export const metadata: Metadata = {
  title: "Admin | Professional Printing Services",
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <div className="min-h-screen bg-slate-50">
      {children}
      <Toaster />
    </div>
  );
}
