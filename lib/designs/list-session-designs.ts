import "server-only";
import { prisma } from "@/lib/db/client";
import { toDesignDto, type DesignDto } from "./design-dto";

export const MAX_LISTED_DESIGNS = 50;

/** The designs uploaded by one shopper session, newest first; none without a session. */
export async function listSessionDesigns(sessionId: string | null): Promise<DesignDto[]> {
  if (!sessionId) return [];
  const designs = await prisma.design.findMany({
    where: { sessionId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MAX_LISTED_DESIGNS,
  });
  return designs.map(toDesignDto);
}
