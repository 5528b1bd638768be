"use client";

import { useEffect, useState } from "react";

type FindError = (text: string, name: string) => string | null;

let loaded: FindError | null = null;

/**
 * The cart's zod rule for typed sizes, with its messages (lib/validation/find-custom-inches-error.ts). zod
 * is about 90 kB of compressed script: it is fetched when the shopper first picks a custom size or
 * Die-cut, not with the design options, so the spec's square and circle sizes never pay for it. Until it
 * arrives (or if it cannot be fetched) no message shows; Add to Cart waits on the reducer's rule anyway.
 */
export function useCustomSizeRule(active: boolean): FindError | null {
  const [findError, setFindError] = useState<FindError | null>(() => loaded);
  useEffect(() => {
    if (!active || findError) return;
    let current = true;
    import("@/lib/validation/find-custom-inches-error").then(
      (module) => {
        loaded = module.findCustomInchesError;
        if (current) setFindError(() => module.findCustomInchesError);
      },
      () => {
        // The chunk could not be fetched (offline): the fields stay without messages.
      },
    );
    return () => {
      current = false;
    };
  }, [active, findError]);
  return findError;
}
