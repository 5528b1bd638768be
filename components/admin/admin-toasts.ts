"use client";

import { toast } from "@/components/ui/use-toast";
import { errorMessage, isSessionExpired } from "@/lib/client/admin-api";

/** A destructive toast with the server's message or the fallback; silent when the session just expired (the gate says so). */
export function toastError(error: unknown, fallback: string, title = "Error") {
  if (isSessionExpired(error)) return;
  toast({ variant: "destructive", title, description: errorMessage(error, fallback) });
}
