import type { z } from "zod";

/** What serverEnvSchema makes of the environment (lib/env-schema.mjs holds the rules). */
export type ServerEnvSettings = {
  NODE_ENV: "development" | "production" | "test";
  DATABASE_URL?: string;
  APP_URL?: string;
  VERCEL?: string;
  VERCEL_PROJECT_PRODUCTION_URL?: string;
  PORT?: string;
  ADMIN_PASSWORD?: string;
  ADMIN_PASSWORD_HASH?: string;
  TRUSTED_IP_HEADER?: string;
  AUTH_SECRET?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_API_HOST?: string;
  PAYMENTS_TEST_MODE?: "0" | "1";
  BLOB_READ_WRITE_TOKEN?: string;
  BACKUP_BLOB_READ_WRITE_TOKEN?: string;
  DESIGN_STORAGE_DIR?: string;
  DESIGN_BACKUP_DIR?: string;
  SMTP_URL?: string;
  EMAIL_FROM: string;
  EMAIL_OUTBOX_DIR?: string;
  EMAIL_SWEEP_INTERVAL_MS: number;
  CRON_SECRET?: string;
  ORDER_EXPIRY_HOURS: number;
  EMAIL_MAX_ATTEMPTS: number;
  SHOP_TIME_ZONE: string;
  SQL_STATEMENT_HEADER: boolean;
  RATE_LIMIT_MULTIPLIER: number;
};

/** The settings with the run-time folders' defaults filled in and the one `serverless` answer. */
export type ServerEnv = Omit<ServerEnvSettings, "DESIGN_STORAGE_DIR" | "EMAIL_OUTBOX_DIR"> & {
  serverless: boolean;
  DESIGN_STORAGE_DIR: string;
  EMAIL_OUTBOX_DIR: string;
};

type EnvInput = Record<string, string | undefined>;

export declare const serverEnvSchema: z.ZodType<ServerEnvSettings, EnvInput>;
export declare const serverEnvWithDefaultsSchema: z.ZodType<ServerEnv, EnvInput>;
