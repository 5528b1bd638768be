import type { Metadata } from "next";
import { CartPanel } from "@/components/shop/cart-panel";
import { DesignTool } from "@/components/shop/design-tool";
import { SpecificationsCard } from "@/components/shop/specifications-card";
import { getDisplayedCatalogue } from "@/lib/catalogue/get-displayed-catalogue";
import { presentShopCatalogue } from "@/lib/catalogue/present-shop-catalogue";
import { isDirectUploadEnabled } from "@/lib/designs/is-direct-upload-enabled";
import { listStickerSizes } from "@/lib/pricing/list-sticker-sizes";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Design your stickers | Professional Printing Services" };

export default async function StickerDesignPage() {
  const catalogue = await getDisplayedCatalogue();
  const sizes = listStickerSizes(catalogue);
  return (
    <main className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_340px]">
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Design Your Stickers</h1>
        <DesignTool sizes={sizes} catalogue={presentShopCatalogue(catalogue)} directToBlob={isDirectUploadEnabled()}>
          <SpecificationsCard />
        </DesignTool>
      </div>
      <aside aria-label="Cart">
        <CartPanel />
      </aside>
    </main>
  );
}
