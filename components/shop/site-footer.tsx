import { publicConfig } from "@/lib/public-config";

export function SiteFooter() {
  return (
    <footer className="mt-12 border-t bg-white">
      <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} {publicConfig.companyName}. All rights reserved.
        {/* A plain link: next/link's client code is not worth a footer link (see app/not-found.tsx). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/orders" className="ml-3 underline underline-offset-4 print:hidden">
          Find my order
        </a>
      </p>
    </footer>
  );
}
