// Admin-area helpers for the Playwright suite: the e2e server runs with ADMIN_PASSWORD=e2e-admin-password.
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { queryE2e } from "./e2e-database";
import { fillCustomerForm, fillTestCard, makePng, startShopperWithCart } from "./shop";

export const ADMIN_PASSWORD = "e2e-admin-password";

export const ADMIN_PAGES = {
  dashboard: { path: "/admin", gateTitle: "Admin Access", button: "Login", heading: "Admin Dashboard" },
  archive: {
    path: "/admin/archive",
    gateTitle: "Admin Access - Archive",
    button: "Access Archive",
    heading: "Archived Orders",
  },
  fileHealth: {
    path: "/admin/file-health",
    gateTitle: "File Health Monitor",
    button: "Access System",
    heading: "File Health Monitor",
  },
  reports: {
    path: "/admin/reports",
    gateTitle: "Admin Access - Reports",
    button: "Open Reports",
    heading: "Reports",
  },
  settings: {
    path: "/admin/settings",
    gateTitle: "Admin Access - Settings",
    button: "Open Settings",
    heading: "Shop Settings",
  },
  catalogue: {
    path: "/admin/catalogue",
    gateTitle: "Admin Access - Catalogue",
    button: "Open Catalogue",
    heading: "Catalogue",
  },
  printQueue: {
    path: "/admin/print-queue",
    gateTitle: "Admin Access - Print Queue",
    button: "Open Print Queue",
    heading: "Print Queue",
  },
} as const;

export type AdminPage = (typeof ADMIN_PAGES)[keyof typeof ADMIN_PAGES];

/** Types the password into the page's gate; waits for the unlocked page. */
export async function unlock(page: Page, target: AdminPage, { navigate = true } = {}) {
  if (navigate) await page.goto(target.path);
  await expect(page.getByRole("heading", { name: target.gateTitle, exact: true })).toBeVisible();
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: target.button, exact: true }).click();
  await expect(page.getByText("Access Granted", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: target.heading, exact: true })).toBeVisible();
}

/**
 * Answers the shop's own confirmation dialog (the admin never uses the browser's confirm()): checks
 * that its question is exactly `question`, then clicks `answer`. Answers the dialog's locator.
 */
export async function answerConfirmation(page: Page, question: string, answer: string) {
  const dialog = page.getByRole("dialog").filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(question, { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: answer, exact: true }).click();
  return dialog;
}

/** A paid card order made through the real checkout; answers its id and displayed order number. */
export async function placePaidOrder(page: Page, customer: Partial<Record<string, string>> = {}) {
  await startShopperWithCart(page);
  await page.goto("/checkout");
  await fillCustomerForm(page, customer);
  await fillTestCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success\?orderId=\d+$/);
  const orderId = Number(new URL(page.url()).searchParams.get("orderId"));
  const orderNumber = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
  expect(orderNumber).toMatch(new RegExp(`^#${orderId}-\\d{4,6}$`));
  return { orderId, orderNumber };
}

/** Uploads a design under a recognisable name; answers the stored file name. */
export async function uploadDesign(page: Page, name: string) {
  const upload = await page.request.post("/api/upload-design", {
    multipart: {
      file: { name, mimeType: "image/png", buffer: await makePng(640, 640) },
      sessionId: `session_${Date.now()}_${randomUUID()}`,
    },
  });
  expect(upload.status()).toBe(201);
  return (await upload.json()) as { id: number; filename: string; originalName: string };
}

/**
 * Marks an order's proof approved straight in the database, for specs about other things: printing is
 * refused before a proof is approved. The proof flow itself is walked in customer-journey.spec.ts.
 */
export async function markProofApproved(orderId: number) {
  await queryE2e(`UPDATE "Order" SET "proofState" = 'approved' WHERE "id" = ?`, [orderId]);
}
