"use client";

import Link from "next/link";
import type { ComponentProps } from "react";
import { handOffAdminSession } from "@/lib/client/admin-session-handoff";
import { useAdminSession } from "./admin-session";

/**
 * A link between admin screens that keeps the operator signed in: the click hands the open session to
 * the page it opens (which must accept hand-offs), so the password is not asked again.
 */
export function AdminLink({ onClick, ...props }: ComponentProps<typeof Link>) {
  const { token, expiresAt, keptUntil } = useAdminSession();
  return (
    <Link
      {...props}
      onClick={(event) => {
        handOffAdminSession({ token, expiresAt, ...(keptUntil ? { keptUntil } : {}) });
        onClick?.(event);
      }}
    />
  );
}
