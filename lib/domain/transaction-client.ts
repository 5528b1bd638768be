import type { Database } from "@/lib/db/client";

/** The client a `prisma.$transaction` callback gets: the database minus connection and transaction calls. */
export type TransactionClient = Omit<Database, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;
