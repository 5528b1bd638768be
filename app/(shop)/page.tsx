import { FileText, Sticker } from "lucide-react";
import { CartPanel } from "@/components/shop/cart-panel";
import { StepIndicator } from "@/components/shop/step-indicator";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { describeStickerOffer } from "@/lib/catalogue/describe-sticker-offer";
import { getDisplayedCatalogue } from "@/lib/catalogue/get-displayed-catalogue";

// The stocks and the smallest quantity are the owner's (#35), so the page reads the catalogue on each request.
export const dynamic = "force-dynamic";

/** The catalogue's offer, or null while it cannot be read (the page still draws, without the list). */
async function readStickerOffer() {
  try {
    return describeStickerOffer(await getDisplayedCatalogue());
  } catch (error) {
    console.error("The home page could not read the catalogue:", error);
    return null;
  }
}

export default async function ServicesHomePage() {
  const offer = await readStickerOffer();
  return (
    <main className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_340px]">
      <div className="space-y-8">
        <div className="space-y-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Professional Printing Services</h1>
          <p className="text-slate-600">
            Upload your artwork, pick a size and quantity, and we print durable vinyl stickers
            {offer ? `: ${offer.stocks}.` : "."}
          </p>
          <StepIndicator currentStep={1} />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <Card>
            <CardHeader>
              <Sticker className="h-8 w-8 text-primary" aria-hidden="true" />
              <CardTitle>Sticker Printing</CardTitle>
              <CardDescription>
                Vinyl stickers: square, circle or die-cut (cut around your artwork), in standard or custom sizes
                {offer?.minimumQuantity ? `, from ${offer.minimumQuantity} pieces.` : "."}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild className="w-full">
                <a href="/stickers">Add Sticker Order</a>
              </Button>
            </CardContent>
          </Card>
          <Card aria-disabled="true" className="bg-slate-50">
            <CardHeader>
              <FileText className="h-8 w-8 text-slate-500" aria-hidden="true" />
              <CardTitle className="text-slate-700">Flyer Printing</CardTitle>
              <CardDescription>Full-colour flyers for events and promotions.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button className="w-full" variant="secondary" disabled>
                Coming Soon
              </Button>
            </CardContent>
          </Card>
        </div>
      </div>
      <aside aria-label="Cart">
        <CartPanel />
      </aside>
    </main>
  );
}
