// Runs once when a server instance starts. E-mails are sent right after the transaction that queues
// them; this sweep delivers any that a crash or an unreachable SMTP server left queued, every
// EMAIL_SWEEP_INTERVAL_MS (default 60 s). Every instance sweeps; each row is sent by one of them only.

export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NODE_ENV === "test") return;
  const { deliverQueuedEmails } = await import("./lib/email/queue-email");
  const { getServerEnv } = await import("./lib/env");
  const sweep = () =>
    deliverQueuedEmails({ limit: 50 }).catch((error: unknown) => console.error("Queued e-mail sweep failed:", error));
  setInterval(sweep, getServerEnv().EMAIL_SWEEP_INTERVAL_MS).unref();
}
