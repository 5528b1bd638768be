import "server-only";
import { after } from "next/server";
import { sendQueuedEmail } from "./queue-email";

/**
 * Sends a queued e-mail once the route's answer has gone out, so an answer that queued one takes about as
 * long as one that did not (the send would otherwise tell them apart). Outside Next's request scope (route
 * tests) after() throws, and the send simply starts at once. A send that never happens (the process ends
 * first) is picked up by the deliver-emails job.
 */
export function sendQueuedEmailAfterAnswer(dedupeKey: string): void {
  const send = () => sendQueuedEmail(dedupeKey);
  try {
    after(send);
  } catch {
    void send();
  }
}
