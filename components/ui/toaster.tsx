"use client";

import { lazy, Suspense, useState } from "react";
import { useToast } from "./use-toast";

// Radix Toast and its dependencies are about 12 kB of compressed JavaScript that most page views never
// use: they are fetched when the first toast is shown, and stay mounted from then on.
const ToastList = lazy(() => import("./toast-list"));

export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
