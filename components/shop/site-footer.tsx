import { publicConfig } from "@/lib/public-config";

export function SiteFooter() {
  return (
    <footer className="mt-12 border-t bg-white">
      <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} {publicConfig.companyName}. All rights reserved.
      </p>
    </footer>
  );
}
