// The deployment check's admin password rules are the shop's own: npm start's ADMIN_PASSWORD rule (one
// module, re-exported by scripts/lib/admin-password.mjs), and hashes from scripts/hash-password.mjs's
// hashPassword, which the sign-in verifies. (Here, outside lib/: lib/deployment must not reach lib/admin-auth.)
import { hashPassword, verifyPassword } from "@/lib/admin-auth/password-hash.mjs";
import { adminPasswordProblem as ruleOfTheCheck } from "@/lib/deployment/admin-password-problem.mjs";
import { passwordHashProblem } from "@/lib/deployment/password-hash-problem.mjs";
import { adminPasswordProblem as ruleOfNpmStart } from "../../scripts/lib/admin-password.mjs";

it("npm start and the deployment check apply one ADMIN_PASSWORD rule", () => {
  expect(ruleOfNpmStart).toBe(ruleOfTheCheck);
  expect(ruleOfTheCheck({ ADMIN_PASSWORD: "x".repeat(11) })).toMatch(/^ADMIN_PASSWORD is 11 characters long/);
  expect(ruleOfTheCheck({ ADMIN_PASSWORD: "x".repeat(12) })).toBeNull();
});

it("accepts the hashes the shop makes and verifies, and refuses what it cannot verify", async () => {
  for (const password of ["correct horse battery", "another password of some length"]) {
    const hash = await hashPassword(password);
    expect(passwordHashProblem(hash)).toBeNull();
    expect(await verifyPassword(password, hash)).toBe(true);
  }
  for (const broken of ["not-a-hash", "bcrypt$2b$10$abc", "scrypt$16384$8$1$salt"]) {
    expect(passwordHashProblem(broken)).not.toBeNull();
    expect(await verifyPassword("anything at all", broken)).toBe(false);
  }
});
