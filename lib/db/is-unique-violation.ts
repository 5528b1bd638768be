/** True for a unique-constraint violation from Prisma on SQLite or PostgreSQL (P2002). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === "P2002") return true;
  return (
    typeof message === "string" &&
    /Unique constraint failed|UNIQUE constraint failed|duplicate key value/i.test(message)
  );
}
