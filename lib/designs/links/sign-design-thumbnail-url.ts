import "server-only";
import { isDesignFilename } from "@/lib/designs/storage/design-filename";
import { createSignedDesignFileLink } from "./sign-design-file-url";

/** Thumbnail links are issued per hour: every link asked for within one hour is the same URL. */
export const THUMBNAIL_LINK_HOUR_MS = 60 * 60 * 1000;
/** …and works until the end of the next hour: at least one hour, at most two. */
export const THUMBNAIL_LINK_TTL_SECONDS = 2 * 60 * 60;

/**
 * A signed /uploads link for showing a design as a thumbnail to whoever may see it (its cart session,
 * the session that placed its order). The cart refetches its lines on every focus: signing from the start
 * of the hour keeps the URL the same meanwhile, so the browser's cache (the file answers
 * `private, max-age=300`) serves the image again instead of downloading the design anew. Null for a
 * file name that is not a stored design's.
 */
export async function createDesignThumbnailUrl(filename: string, now: number = Date.now()): Promise<string | null> {
  if (!isDesignFilename(filename)) return null;
  const hourStart = Math.floor(now / THUMBNAIL_LINK_HOUR_MS) * THUMBNAIL_LINK_HOUR_MS;
  const { url } = await createSignedDesignFileLink(filename, {
    ttlSeconds: THUMBNAIL_LINK_TTL_SECONDS,
    now: hourStart,
  });
  return url;
}
