import { LifeBuoy } from "lucide-react";
import { Button } from "@/components/ui/button";
import { publicConfig } from "@/lib/public-config";
import { HeaderAccountLink } from "./header-account-link";
import { HeaderCartLink } from "./header-cart-link";

export function SiteHeader() {
  return (
    <header className="border-b bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <a
          href={publicConfig.companySiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-2 font-semibold text-slate-900"
        >
          {/* A 0.4 kB SVG needs no optimiser: a plain <img> keeps next/image's client component (about 5 kB
              of compressed JavaScript) off every storefront page. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/logo.svg" alt={`${publicConfig.companyName} home`} width={36} height={36} fetchPriority="high" />
          {/* One line whatever the font: a name that wraps once the web font arrives moves the page (CLS). */}
          <span className="whitespace-nowrap">{publicConfig.companyName}</span>
        </a>
        <div className="flex items-center gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={publicConfig.companyContactUrl} target="_blank" rel="noopener noreferrer">
              <LifeBuoy aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Support</span>
            </a>
          </Button>
          <HeaderAccountLink />
          <HeaderCartLink />
        </div>
      </div>
    </header>
  );
}
