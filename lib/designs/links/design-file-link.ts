import "server-only";
import { prisma } from "@/lib/db/client";
import { isDesignFilename } from "@/lib/designs/storage/design-filename";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { DESIGN_FILE_MESSAGES } from "./messages";
import { createSignedDesignFileLink } from "./sign-design-file-url";

export type DesignFileLink = { url: string; originalName: string; mimeType: string; expiresAt: string };

/** The Design error answer of GET /api/design/{designId}/file: `{ message, originalName }`. */
export type DesignFileUnavailable = { status: 404; body: { message: string; originalName: string } };

const DESIGN_ID_PATTERN = /^[1-9][0-9]{0,9}$/;
const MAX_DESIGN_ID = 2_147_483_647; // the largest id both databases can hold

export function parseDesignId(value: string): number | null {
  if (!DESIGN_ID_PATTERN.test(value)) return null;
  const id = Number(value);
  return id <= MAX_DESIGN_ID ? id : null;
}

/**
 * A short-lived signed link to a design's primary file, for the admin "View #designId" button;
 * or the 404 answer naming the design when it or its file is gone.
 */
export async function getDesignFileLink(
  storage: DesignStorage,
  rawDesignId: string,
): Promise<{ ok: true; link: DesignFileLink } | { ok: false; error: DesignFileUnavailable }> {
  const id = parseDesignId(rawDesignId);
  const design =
    id === null
      ? null
      : await prisma.design.findUnique({
          where: { id },
          select: { filename: true, originalName: true, mimeType: true },
        });
  if (!design) {
    return {
      ok: false,
      error: {
        status: 404,
        body: { message: DESIGN_FILE_MESSAGES.designNotFound, originalName: DESIGN_FILE_MESSAGES.unknownOriginalName },
      },
    };
  }
  if (!isDesignFilename(design.filename) || !(await storage.exists("primary", design.filename))) {
    return {
      ok: false,
      error: {
        status: 404,
        body: { message: DESIGN_FILE_MESSAGES.fileUnavailable, originalName: design.originalName },
      },
    };
  }
  const { url, expiresAt } = await createSignedDesignFileLink(design.filename);
  return { ok: true, link: { url, originalName: design.originalName, mimeType: design.mimeType, expiresAt } };
}
