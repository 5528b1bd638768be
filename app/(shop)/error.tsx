"use client";

import { useEffect, useState } from "react";

// A shop page whose server rendering failed (the sizes page and the order page read the database there).
// When the database is the cause (never migrated, or unreachable) the API says why with a 503 { message }
// (lib/api/errors.ts): asked once, here, only on this error path, so no request pays for a check.
export default function ShopError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    (async () => {
      const response = await fetch("/api/sticker-sizes", { cache: "no-store" });
      if (response.status !== 503) return;
      const { z } = await import("zod"); // loaded on this error path only
      const answer = z.object({ message: z.string() }).safeParse(await response.json());
      if (current && answer.success) setReason(answer.data.message);
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">
        {reason ? "The shop is unavailable (503)" : "Something went wrong"}
      </h1>
      <p className="mt-4 text-slate-600" role={reason ? "alert" : undefined}>
        {reason ?? "Something went wrong on our side. Please try again."}
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
      >
        Try again
      </button>
    </main>
  );
}
