// Runs once when a server instance starts. E-mails are sent right after the transaction that queues
// them; this sweep delivers any that a crash or an unreachable SMTP server left queued, every
// EMAIL_SWEEP_INTERVAL_MS (default 60 s). Every instance sweeps; each row is sent by one of them only.
// A second, hourly sweep removes designs that no order uses 30 days after their upload (idempotent,
// so several instances running it at once do no harm).
const DESIGN_CLEANUP_INTERVAL_MS = 60 * 60_000;

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NODE_ENV === "test") return;
  const { deliverQueuedEmails } = await import("./lib/email/queue-email");
  const { getServerEnv } = await import("./lib/env");
  const sweep = () =>
    deliverQueuedEmails({ limit: 50 }).catch((error: unknown) => console.error("Queued e-mail sweep failed:", error));
  const sweepIntervalMs = getServerEnv().EMAIL_SWEEP_INTERVAL_MS;
  setInterval(sweep, sweepIntervalMs).unref();

  const { removeUnusedDesigns } = await import("./lib/designs/remove-unused-designs");
  const cleanUp = () =>
    removeUnusedDesigns().catch((error: unknown) => console.error("Removing unused designs failed:", error));
  setTimeout(cleanUp, 60_000).unref();
  setInterval(cleanUp, DESIGN_CLEANUP_INTERVAL_MS).unref();
}
