import "server-only";
import { prisma } from "@/lib/db/client";
import { findEmailedEventKeys } from "@/lib/email/find-emailed-event-keys";
import { makeProofReadyEmailKey } from "@/lib/email/proof-emails";

/**
 * Of these proof versions, the ids of those waiting for the customer that no e-mail carried yet: held with
 * "Hold the e-mail" (or never written because its e-mail failed to render). No query without such a proof.
 */
export async function findHeldProofIds(proofs: Array<{ id: number; status: string }>): Promise<Set<number>> {
  const waiting = proofs.filter((proof) => proof.status === "sent");
  if (waiting.length === 0) return new Set();
  const emailed = await findEmailedEventKeys(
    prisma,
    waiting.map((proof) => makeProofReadyEmailKey(proof.id)),
  );
  return new Set(waiting.filter((proof) => !emailed.has(makeProofReadyEmailKey(proof.id))).map((proof) => proof.id));
}
