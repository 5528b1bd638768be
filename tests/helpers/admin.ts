import { POST as createSession } from "@/app/api/admin/session/route";
import { callRoute } from "./call-route";

export const TEST_ADMIN_PASSWORD = "test-admin-password";

/** A real admin token, obtained through POST /api/admin/session. */
export async function getAdminToken(): Promise<string> {
  const response = await callRoute(createSession, {
    method: "POST",
    body: { password: TEST_ADMIN_PASSWORD },
    headers: { "x-real-ip": "10.9.9.9" },
  });
  if (response.status !== 200) throw new Error(`admin login failed: ${response.status}`);
  return response.body.token as string;
}

export async function adminHeaders(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await getAdminToken()}` };
}
