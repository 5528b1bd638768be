import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { PlacedCheckout } from "@/lib/client/placed-checkout";

function joinNumbers(numbers: string[]) {
  if (numbers.length <= 1) return numbers.join("");
  return `${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)}`;
}

/** "Order #43-112526 has been placed", "Orders #43-112526 and #44-112526 have been placed". */
function describePlaced(orderNumbers: string[]) {
  if (orderNumbers.length === 0) return "Your order has been placed";
  if (orderNumbers.length === 1) return `Order ${orderNumbers[0]} has been placed`;
  return `Orders ${joinNumbers(orderNumbers)} have been placed`;
}

/**
 * /checkout after this tab paid (Back from the success page): the cart is empty because the order is
 * placed, so the page says so, with the success page's links, instead of "No Order Found".
 * Plain links: next/link's client code is not worth these on the checkout's bundle.
 */
export function PlacedCheckoutNotice({ placed }: { placed: PlacedCheckout }) {
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader>
        <CheckCircle2 className="mx-auto h-10 w-10 text-green-700" aria-hidden="true" />
        <CardTitle>Your order is placed</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-slate-700" data-testid="placed-notice">
          {describePlaced(placed.orderNumbers)}, so your cart is empty now.
        </p>
        <div className="flex flex-col gap-3">
          <Button asChild>
            <a href={`/payment-success?orderId=${placed.orderId}`}>View your order confirmation</a>
          </Button>
          {placed.orderPageUrl && (
            <Button asChild variant="outline">
              <a href={placed.orderPageUrl}>See your order, its status and receipt</a>
            </Button>
          )}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="text-sm font-medium text-blue-800 hover:underline">
            Create Another Order
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
