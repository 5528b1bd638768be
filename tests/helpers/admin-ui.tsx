// Test support for the admin component tests (imported only by *.test.tsx files).
import type { ReactNode } from "react";
import { render, screen, within } from "@testing-library/react";
import { Toaster } from "@/components/ui/toaster";
import { createAdminApi } from "@/lib/client/admin-api";
import type { AdminOrder } from "@/lib/client/admin-types";
import { fakeJsonResponse } from "@/tests/helpers/fake-response";
import { AdminSessionContext } from "@/components/admin/admin-session";

export const TEST_TOKEN = "test-admin-token";

/** Renders admin UI as if the page were unlocked with TEST_TOKEN, plus the toaster. */
export function renderUnlocked(
  ui: ReactNode,
  lock: () => void = () => undefined,
  signOut: () => Promise<void> = async () => undefined,
) {
  const value = {
    token: TEST_TOKEN,
    expiresAt: "2099-01-01T00:00:00.000Z",
    keptUntil: null,
    api: createAdminApi(TEST_TOKEN, lock),
    lock,
    signOut,
    signOutAllDevices: async () => undefined,
  };
  return render(
    <AdminSessionContext.Provider value={value}>
      {ui}
      <Toaster />
    </AdminSessionContext.Provider>,
  );
}

type Route = { method: string; path: RegExp | string; reply: (body: unknown) => { status: number; body: unknown } };

/**
 * A fetch stand-in answering by method and path; records every call (url, method, headers, parsed body).
 * Unknown requests answer 500 so a test notices them.
 */
export function routeFetch(routes: Route[]) {
  const calls: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, headers: (init.headers ?? {}) as Record<string, string>, body });
    const route = routes.find(
      (candidate) =>
        candidate.method === method &&
        (typeof candidate.path === "string" ? candidate.path === url : candidate.path.test(url)),
    );
    if (!route) return fakeJsonResponse(500, { message: `unexpected ${method} ${url}` });
    const answer = route.reply(body);
    return fakeJsonResponse(answer.status, answer.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, calls };
}

export const ok = (body: unknown) => () => ({ status: 200, body });

export function makeOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const id = overrides.id ?? 1;
  return {
    id,
    orderNumber: `#${id}-112126`,
    createdAt: "2026-11-21T18:30:00.000Z",
    status: "paid",
    proofState: "approved", // printing is allowed; the gate has its own tests
    archived: false,
    totalPrice: "92.00",
    unitPrice: "0.92",
    discountAmount: "0.00",
    shippingCost: "5.00",
    refundedAmount: "0.00",
    quantity: 100,
    roundedCorners: false,
    designId: 40 + id,
    designName: "logo.png",
    designFilename: "0b7b0c4e-1111-4222-8333-944445555666.png",
    sizeId: 2,
    sizeName: '3" circle',
    widthInches: 3,
    heightInches: 3,
    cutLine: null,
    materialId: "white-vinyl",
    materialName: "White vinyl",
    finishId: "gloss",
    finishName: "Gloss laminate",
    customerName: "Grace Hopper",
    customerEmail: "grace@example.com",
    customerPhone: "702-555-0199",
    companyName: null,
    additionalNotes: null,
    shippingAddress: "12 Cobol Way",
    shippingCity: "Reno",
    shippingState: "NV",
    shippingZip: "89501",
    shippingCountry: "United States",
    shippingMethod: "standard",
    couponCode: null,
    paymentIntentId: null,
    checkoutId: `pay_${id}`, // each order its own checkout unless given
    amountMismatch: null,
    testPayment: false,
    stickerType: "circle",
    carrier: null,
    trackingNumber: null,
    shippedAt: null,
    ...overrides,
  };
}

/**
 * Answers the shop's confirmation dialog (never the browser's confirm()): finds the dialog whose
 * description is exactly `question` and clicks `answer` in it; answers the dialog for further checks.
 */
export async function answerConfirmation(
  user: { click: (element: Element) => Promise<void> },
  question: string,
  answer: string,
) {
  const dialog = await screen.findByRole("dialog", { description: question });
  await user.click(within(dialog).getByRole("button", { name: answer }));
  return dialog;
}
