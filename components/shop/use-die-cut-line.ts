"use client";

import { useEffect, useState } from "react";
import { fetchDesignCutLine, type CutLineDto } from "@/lib/client/fetch-design-cut-line";
import { RequestError } from "@/lib/client/request-json";

/** Wait this long after the last keystroke before asking the server for a die-cut line. */
export const CUT_LINE_DEBOUNCE_MS = 400;

export type DieCutLineState =
  /** No valid size typed (#34): nothing is asked; `previous` is the last line drawn for this design. */
  | { status: "idle"; previous: CutLineDto | null }
  /** `previous`: the last line drawn for this design (another size), shown until the new one arrives. */
  | { status: "loading"; previous: CutLineDto | null }
  | { status: "ready"; line: CutLineDto }
  /** `retry` is null when asking again cannot help: the server refused this design or size (400, 422). */
  | { status: "error"; message: string; retry: (() => void) | null; previous: CutLineDto | null };

type Failure = { key: string; message: string; final: boolean };

/**
 * The die-cut line of the shopper's design at `sizeInches` (null: no valid size, nothing asked), fetched
 * once the shopper stops typing; each size's answer is kept, so going back to a size draws at once.
 */
export function useDieCutLine(designId: number, sizeInches: number | null): DieCutLineState {
  const [lines, setLines] = useState<ReadonlyMap<string, CutLineDto>>(new Map());
  const [failure, setFailure] = useState<Failure | null>(null);
  const [latest, setLatest] = useState<{ designId: number; line: CutLineDto } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = sizeInches === null ? null : `${designId}:${sizeInches}`;
  const known = key === null ? undefined : lines.get(key);

  useEffect(() => {
    if (key === null || sizeInches === null || known) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // Asking again for a size that failed: its old message goes while the new answer is on its way.
      setFailure((current) => (current?.key === key ? null : current));
      fetchDesignCutLine(designId, sizeInches, controller.signal).then(
        (line) => {
          setLines((previous) => new Map(previous).set(key, line));
          setLatest({ designId, line });
        },
        (error: unknown) => {
          // A newer size (or leaving die-cut) cancelled this request: not the shopper's problem.
          if (controller.signal.aborted) return;
          // A refusal (the size, or artwork too complex to cut around) is the same the next time; a busy
          // shop (429, 503) or a lost connection is not.
          const final = error instanceof RequestError && (error.status === 400 || error.status === 422);
          const message = error instanceof Error ? error.message : "The cut line could not be drawn.";
          setFailure({ key, message, final });
        },
      );
    }, CUT_LINE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [designId, sizeInches, key, known, attempt]);

  const previous = latest?.designId === designId ? latest.line : null;
  if (key === null) return { status: "idle", previous };
  if (known) return { status: "ready", line: known };
  if (failure?.key === key)
    return {
      status: "error",
      message: failure.message,
      previous,
      retry: failure.final
        ? null
        : () => {
            setFailure(null);
            setAttempt((count) => count + 1);
          },
    };
  return { status: "loading", previous };
}
