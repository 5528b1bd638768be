/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import { AdminDashboard } from "./admin-dashboard";
import { DeploymentWarnings } from "./deployment-warnings";
import { ok, renderUnlocked, routeFetch } from "@/tests/helpers/admin-ui";

// The deployment check's gaps come from the server (GET /api/admin/deployment-check); the dashboard
// shows each with its fix until the settings are fixed.
const WITH_GAPS = {
  deployment: true,
  fatal: [
    {
      setting: "STRIPE_WEBHOOK_SECRET",
      problem: "STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: the Stripe webhook answers 404.",
      fix: "Set its signing secret as STRIPE_WEBHOOK_SECRET.",
    },
  ],
  warnings: [
    {
      setting: "SMTP_URL",
      problem: "SMTP_URL is not set: e-mails are written to the outbox folder instead of being sent.",
      fix: "Set SMTP_URL to your mail server.",
    },
    {
      setting: "CRON_SECRET",
      problem: "CRON_SECRET is not set: every Vercel Cron call answers 401.",
      fix: "Set CRON_SECRET to a random secret of at least 16 characters.",
    },
  ],
};

describe("DeploymentWarnings", () => {
  it("lists the deployment's gaps on the dashboard, each with its fix", async () => {
    routeFetch([
      { method: "GET", path: "/api/admin/deployment-check", reply: ok(WITH_GAPS) },
      { method: "GET", path: /^\/api\/orders\?/, reply: ok({ orders: [], total: 0, page: 1, pageSize: 50 }) },
    ]);
    renderUnlocked(<AdminDashboard />);
    const notice = await screen.findByRole("region", { name: "Settings this deployment still needs" });
    const items = within(notice).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: the Stripe webhook answers 404. Fix: Set its signing secret as STRIPE_WEBHOOK_SECRET.",
      "SMTP_URL is not set: e-mails are written to the outbox folder instead of being sent. Fix: Set SMTP_URL to your mail server.",
      "CRON_SECRET is not set: every Vercel Cron call answers 401. Fix: Set CRON_SECRET to a random secret of at least 16 characters.",
    ]);
    expect(notice).toHaveTextContent(
      "This notice stays until they are set in the deployment's environment; npm run check-deploy prints the full report.",
    );
  });

  it.each([
    ["outside a deployment", { deployment: false, fatal: [], warnings: [] }],
    ["in a deployment without gaps", { deployment: true, fatal: [], warnings: [] }],
  ])("says nothing %s", async (_case, verdict) => {
    const { calls } = routeFetch([{ method: "GET", path: "/api/admin/deployment-check", reply: ok(verdict) }]);
    renderUnlocked(<DeploymentWarnings />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("region", { name: "Settings this deployment still needs" })).toBeNull();
  });

  it("says nothing when the check cannot be read", async () => {
    const { calls } = routeFetch([]);
    renderUnlocked(<DeploymentWarnings />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("region")).toBeNull();
  });
});
