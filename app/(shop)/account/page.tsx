import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AccountOrderAgainButton } from "@/components/account/account-order-again-button";
import { Button } from "@/components/ui/button";
import { groupCustomerDesigns } from "@/lib/accounts/group-customer-designs";
import { createSignedDesignFileLink } from "@/lib/designs/links/sign-design-file-url";
import { isDesignFilename } from "@/lib/designs/storage/design-filename";
import { listCustomerOrders, ACCOUNT_ORDER_LIMIT } from "@/lib/accounts/list-customer-orders";
import { readSignedInCustomer } from "@/lib/accounts/read-signed-in-customer";
import { getZonedDateFormat } from "@/lib/domain/zoned-date-format";
import { getServerEnv } from "@/lib/env";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

export const metadata: Metadata = {
  title: "Your account | Professional Printing Services",
  robots: { index: false, follow: false },
};

/** How long the designs' thumbnail links work (the page is rendered per request). */
const THUMBNAIL_TTL_SECONDS = 600;

// A signed-in customer's orders: every paid order placed with their address, guest orders included.
export default async function AccountPage() {
  const customer = await readSignedInCustomer(await headers());
  if (!customer) redirect("/account/sign-in");
  const orders = await listCustomerOrders(customer.email);
  const designs = groupCustomerDesigns(orders);
  const thumbnails = new Map(
    await Promise.all(
      designs
        .filter((design) => isDesignFilename(design.filename))
        .map(async (design) => {
          const link = await createSignedDesignFileLink(design.filename, { ttlSeconds: THUMBNAIL_TTL_SECONDS });
          return [design.designId, link.url] as const;
        }),
    ),
  );
  const dateFormat = getZonedDateFormat(getServerEnv().SHOP_TIME_ZONE, "date");
  return (
    <main className="px-4 py-10">
      <div className="mx-auto w-full max-w-3xl space-y-8">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-slate-900">Your account</h1>
          <p className="text-sm text-slate-600">
            Signed in as <span className="font-medium text-slate-900">{customer.email}</span>
          </p>
        </div>

        <section aria-labelledby="orders-heading" className="space-y-3">
          <h2 id="orders-heading" className="text-lg font-semibold text-slate-900">
            Your orders
          </h2>
          {orders.length === 0 ? (
            <p className="text-sm text-slate-600">
              No orders with this address yet.{" "}
              <Link href="/" className="underline underline-offset-4">
                Design your first stickers
              </Link>
              .
            </p>
          ) : (
            <ul className="space-y-3">
              {orders.map((order) => (
                <li key={order.id}>
                  <article
                    aria-labelledby={`order-${order.id}`}
                    className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <div className="space-y-1 text-sm text-slate-700">
                      <h3 id={`order-${order.id}`} className="text-base font-semibold text-slate-900">
                        Order {order.orderNumber}
                      </h3>
                      <p>
                        {order.sizeName} × {order.quantity} · placed {dateFormat.format(new Date(order.placedAt))}
                      </p>
                      <p>
                        <span className="font-medium text-slate-900">{order.statusLabel}</span> · {order.proofLabel}
                      </p>
                      {order.tracking ? (
                        <p>
                          Tracking:{" "}
                          {order.tracking.url ? (
                            <a
                              href={order.tracking.url}
                              target="_blank"
                              rel="noopener noreferrer"
                              className="underline underline-offset-4"
                            >
                              {order.tracking.text}
                            </a>
                          ) : (
                            order.tracking.text
                          )}
                        </p>
                      ) : null}
                    </div>
                    <div className="flex flex-wrap items-start gap-2">
                      <form method="post" action={`/api/account/orders/${order.id}/open`}>
                        <Button type="submit" variant="outline" aria-label={`View order ${order.orderNumber}`}>
                          View order
                        </Button>
                      </form>
                      <AccountOrderAgainButton orderId={order.id} label={`Order again: order ${order.orderNumber}`} />
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
          {orders.length === ACCOUNT_ORDER_LIMIT ? (
            <p className="text-sm text-slate-600">
              Showing your {ACCOUNT_ORDER_LIMIT} newest orders. For an older one, use{" "}
              <Link href="/orders" className="underline underline-offset-4">
                Find my order
              </Link>
              .
            </p>
          ) : null}
        </section>

        {designs.length > 0 ? (
          <section aria-labelledby="designs-heading" className="space-y-3">
            <h2 id="designs-heading" className="text-lg font-semibold text-slate-900">
              Your designs
            </h2>
            <p className="text-sm text-slate-600">
              Order a design again without uploading it: the same size and stock as its last order, at today&apos;s
              price. You can change the quantity in the cart.
            </p>
            <ul className="grid gap-3 sm:grid-cols-2">
              {designs.map((design) => (
                <li key={design.designId}>
                  <article
                    aria-labelledby={`design-${design.designId}`}
                    className="flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-4"
                  >
                    {thumbnails.get(design.designId) ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived link to the stored file
                      <img
                        src={thumbnails.get(design.designId)}
                        alt=""
                        width={64}
                        height={64}
                        loading="lazy"
                        className="h-16 w-16 shrink-0 rounded-md bg-slate-100 object-contain p-1"
                      />
                    ) : null}
                    <div className="min-w-0 flex-1 space-y-2 text-sm text-slate-700">
                      <h3 id={`design-${design.designId}`} className="truncate font-semibold text-slate-900">
                        {design.name}
                      </h3>
                      <ul>
                        {design.sizes.map((size) => (
                          <li key={size.sizeName}>
                            {size.sizeName}: {size.dpi} DPI{size.quality === "low" ? " (may print blurry)" : ""}
                          </li>
                        ))}
                      </ul>
                      <AccountOrderAgainButton orderId={design.newestOrderId} label={`Order again: ${design.name}`} />
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="data-heading" className="space-y-3">
          <h2 id="data-heading" className="text-lg font-semibold text-slate-900">
            Your data
          </h2>
          <p className="text-sm text-slate-600">
            Download everything we keep about you: your account, where you are signed in, and every order placed with
            your address.
          </p>
          <Button asChild variant="outline">
            <a href="/api/account/export" download>
              Download my data (JSON)
            </a>
          </Button>
          <form
            method="post"
            action="/api/account/delete"
            className="space-y-3 rounded-lg border border-red-200 bg-white p-4"
          >
            <p className="text-sm text-slate-700">
              Deleting your account signs you out everywhere and removes your account, your carts and the designs you
              uploaded but never ordered. Orders keep what the law asks us to keep (what was sold, the amounts and the
              shipping address); on delivered and cancelled orders your name, e-mail and phone are removed, and so are
              the e-mails we sent you about them. Orders still on their way keep your details: we need them to deliver.
            </p>
            <label className="flex items-start gap-2 text-sm text-slate-900">
              <input type="checkbox" name="confirm" value="yes" required className="mt-1 h-4 w-4" />I understand: my
              account and this data are deleted for good.
            </label>
            <Button type="submit" variant="destructive">
              Delete my account
            </Button>
          </form>
        </section>

        <section aria-labelledby="sign-out-heading" className="space-y-3">
          <h2 id="sign-out-heading" className="text-lg font-semibold text-slate-900">
            Signing out
          </h2>
          <div className="flex flex-wrap gap-3">
            <form method="post" action="/api/account/sign-out">
              <Button type="submit" variant="outline">
                Sign out
              </Button>
            </form>
            <form method="post" action="/api/account/sign-out">
              <input type="hidden" name="everywhere" value="1" />
              <Button type="submit" variant="outline">
                Sign out everywhere
              </Button>
            </form>
          </div>
          <p className="text-sm text-slate-600">
            &ldquo;Sign out everywhere&rdquo; signs out every phone and computer where you are signed in.
          </p>
        </section>
      </div>
    </main>
  );
}
