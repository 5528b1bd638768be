import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/admin-auth/with-admin";
import { readDeploymentCheck } from "@/lib/deployment/read-deployment-check";

export const dynamic = "force-dynamic";

// GET /api/admin/deployment-check (admin): the deployment check of this server's environment
// { deployment, fatal: [{ setting, problem, fix }], warnings: [...] }; both lists empty when not a deployment.
// A deployment's database and Blob store are checked live (lib/deployment/check-live-services.mjs).
export const GET = withAdmin(async () => {
  return NextResponse.json(await readDeploymentCheck(), { headers: { "Cache-Control": "private, no-store" } });
});
