// Whether ADMIN_PASSWORD_HASH is a hash verifyPassword (lib/admin-auth/password-hash.mjs) can check: "scrypt$N$r$p$salt$key"
// as scripts/hash-password.mjs prints it. Anything else makes every sign-in answer "Invalid password".

// Node's scrypt refuses parameters needing more memory than its default maxmem (32 MiB): 128 * N * r bytes.
const SCRYPT_MAX_MEMORY = 32 * 1024 * 1024;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Why `hash` cannot verify any password, or null when it is a usable scrypt hash.
 * @param {string} hash
 */
export function passwordHashProblem(hash) {
  const parts = hash.trim().split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") {
    return "it is not a scrypt hash of the form scrypt$N$r$p$salt$key (the shape node scripts/hash-password.mjs prints)";
  }
  const [, costText, blockText, parallelText, salt, key] = /** @type {string[]} */ (parts);
  const [cost, blockSize, parallelism] = [costText, blockText, parallelText].map((text) =>
    /^\d+$/.test(text ?? "") ? Number(text) : Number.NaN,
  );
  if (!Number.isInteger(cost) || cost < 2 || (cost & (cost - 1)) !== 0) {
    return `its cost N (${costText}) is not a power of two above 1`;
  }
  if (!Number.isInteger(blockSize) || blockSize < 1 || !Number.isInteger(parallelism) || parallelism < 1) {
    return `its block size r (${blockText}) and parallelism p (${parallelText}) must be whole numbers of at least 1`;
  }
  if (128 * cost * blockSize > SCRYPT_MAX_MEMORY) {
    return `its parameters need ${Math.round((128 * cost * blockSize) / 1024 / 1024)} MiB, more than Node's scrypt allows (32 MiB)`;
  }
  if (!BASE64URL.test(salt ?? "") || !BASE64URL.test(key ?? "")) {
    return "its salt and key are not base64url text";
  }
  if (Buffer.from(key ?? "", "base64url").length < 16) return "its key is shorter than 16 bytes";
  return null;
}
