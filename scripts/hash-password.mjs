// Prints a scrypt hash for ADMIN_PASSWORD_HASH: node scripts/hash-password.mjs 'the password'
import { MIN_ADMIN_PASSWORD_LENGTH } from "../lib/deployment/admin-password-problem.mjs";
import { hashPassword } from "../lib/admin-auth/password-hash.mjs";

const password = process.argv[2];
if (!password || password.length < MIN_ADMIN_PASSWORD_LENGTH) {
  console.error(
    `Usage: node scripts/hash-password.mjs '<password of at least ${MIN_ADMIN_PASSWORD_LENGTH} characters>'`,
  );
  process.exit(1);
}
console.log(await hashPassword(password));
