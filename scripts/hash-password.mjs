// Prints a scrypt hash for ADMIN_PASSWORD_HASH: node scripts/hash-password.mjs 'the password'
import { hashPassword } from "../lib/admin-auth/password-hash.mjs";

const password = process.argv[2];
if (!password || password.length < 12) {
  console.error("Usage: node scripts/hash-password.mjs '<password of at least 12 characters>'");
  process.exit(1);
}
console.log(await hashPassword(password));
