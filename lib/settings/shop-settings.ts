import "server-only";
import { prisma } from "@/lib/db/client";
import { DEFAULT_PRINT_MAX_DPI, MAX_PRINT_MAX_DPI, MIN_PRINT_MAX_DPI } from "@/lib/domain/print-resolution";
import {
  DEFAULT_WHITE_PLATE_CHOKE_POINTS,
  DEFAULT_WHITE_PLATE_NAME,
  MAX_WHITE_PLATE_CHOKE_POINTS,
  MIN_WHITE_PLATE_CHOKE_POINTS,
  isWhitePlateName,
} from "@/lib/domain/white-plate";
import { DEFAULT_THRU_CUT_NAME, isThruCutName } from "@/lib/domain/thru-cut";
import { getServerEnv } from "@/lib/env";
import type { TransactionClient } from "@/lib/domain/transaction-client";

// Settings an operator changes from the admin (/admin/settings), stored in AppSetting rows.

const AUTO_APPROVE_PROOFS_KEY = "shop.autoApproveProofs";
const NOTIFICATION_EMAIL_KEY = "shop.notificationEmail";
const PRINT_MAX_DPI_KEY = "shop.printMaxDpi";
const WHITE_PLATE_NAME_KEY = "shop.whitePlateName";
const WHITE_PLATE_CHOKE_KEY = "shop.whitePlateChokePoints";
const THRU_CUT_NAME_KEY = "shop.thruCutName";

export type ShopSettings = {
  /** Off by default: every paid order waits for a proof the customer approves. */
  autoApproveProofs: boolean;
  /** Where operator notices go (a change request on a proof); null: the EMAIL_FROM address. */
  notificationEmail: string | null;
  /** The most pixels per inch a print file or sheet embeds (a design with fewer keeps its own); 600 by default. */
  printMaxDpi: number;
  /** The Separation name of the White plate on clear stock ("White"; Roland VersaWorks expects "RDG_WHITE"). */
  whitePlateName: string;
  /** How far inside the artwork's edge the White plate stops, in points (0.5 by default). */
  whitePlateChokePoints: number;
  /** The Separation name a sticker sheet's outline (#39) is stroked in, cut through the sheet ("Thru-cut"). */
  thruCutName: string;
};

/** A stored resolution, or the default when none (or one outside today's range) is stored. */
function readPrintMaxDpi(stored: string | undefined): number {
  const dpi = Number(stored);
  return Number.isInteger(dpi) && dpi >= MIN_PRINT_MAX_DPI && dpi <= MAX_PRINT_MAX_DPI ? dpi : DEFAULT_PRINT_MAX_DPI;
}

/** A stored plate name, or the default when none (or one today's rules refuse) is stored. */
function readWhitePlateName(stored: string | undefined): string {
  return stored !== undefined && isWhitePlateName(stored) ? stored : DEFAULT_WHITE_PLATE_NAME;
}

/** A stored sheet outline name, or the default when none (or one today's rules refuse) is stored. */
function readThruCutName(stored: string | undefined): string {
  return stored !== undefined && isThruCutName(stored) ? stored : DEFAULT_THRU_CUT_NAME;
}

/** A stored choke, or the default when none (or one outside today's range) is stored. */
function readWhitePlateChoke(stored: string | undefined): number {
  const points = stored === undefined || stored === "" ? Number.NaN : Number(stored);
  return Number.isFinite(points) && points >= MIN_WHITE_PLATE_CHOKE_POINTS && points <= MAX_WHITE_PLATE_CHOKE_POINTS
    ? points
    : DEFAULT_WHITE_PLATE_CHOKE_POINTS;
}

/** The address in EMAIL_FROM ("Sticker Shop <orders@example.com>" → "orders@example.com"). */
export function readEmailFromAddress(emailFrom: string): string {
  const match = /<([^<>]+)>\s*$/.exec(emailFrom);
  return (match?.[1] ?? emailFrom).trim();
}

/** The settings; `db` lets a transaction read them with its own connection (a payment's, say). */
export async function getShopSettings(db: Pick<TransactionClient, "appSetting"> = prisma): Promise<ShopSettings> {
  const rows = await db.appSetting.findMany({
    where: {
      key: {
        in: [
          AUTO_APPROVE_PROOFS_KEY,
          NOTIFICATION_EMAIL_KEY,
          PRINT_MAX_DPI_KEY,
          WHITE_PLATE_NAME_KEY,
          WHITE_PLATE_CHOKE_KEY,
          THRU_CUT_NAME_KEY,
        ],
      },
    },
  });
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return {
    autoApproveProofs: value(AUTO_APPROVE_PROOFS_KEY) === "true",
    notificationEmail: value(NOTIFICATION_EMAIL_KEY) || null,
    printMaxDpi: readPrintMaxDpi(value(PRINT_MAX_DPI_KEY)),
    whitePlateName: readWhitePlateName(value(WHITE_PLATE_NAME_KEY)),
    whitePlateChokePoints: readWhitePlateChoke(value(WHITE_PLATE_CHOKE_KEY)),
    thruCutName: readThruCutName(value(THRU_CUT_NAME_KEY)),
  };
}

/** The address that receives operator notices: the setting, else EMAIL_FROM's address. */
export async function getShopNotificationAddress(): Promise<string> {
  return (await getShopSettings()).notificationEmail ?? readEmailFromAddress(getServerEnv().EMAIL_FROM);
}

/** Stores the given settings (validated by the caller); the others keep their values. */
export async function updateShopSettings(change: Partial<ShopSettings>): Promise<ShopSettings> {
  const writes: { key: string; value: string }[] = [];
  if (change.autoApproveProofs !== undefined)
    writes.push({ key: AUTO_APPROVE_PROOFS_KEY, value: String(change.autoApproveProofs) });
  if (change.notificationEmail !== undefined)
    writes.push({ key: NOTIFICATION_EMAIL_KEY, value: change.notificationEmail ?? "" });
  if (change.printMaxDpi !== undefined) writes.push({ key: PRINT_MAX_DPI_KEY, value: String(change.printMaxDpi) });
  if (change.whitePlateName !== undefined) writes.push({ key: WHITE_PLATE_NAME_KEY, value: change.whitePlateName });
  if (change.whitePlateChokePoints !== undefined)
    writes.push({ key: WHITE_PLATE_CHOKE_KEY, value: String(change.whitePlateChokePoints) });
  if (change.thruCutName !== undefined) writes.push({ key: THRU_CUT_NAME_KEY, value: change.thruCutName });
  await prisma.$transaction(
    writes.map(({ key, value }) =>
      prisma.appSetting.upsert({ where: { key }, create: { key, value }, update: { value } }),
    ),
  );
  return getShopSettings();
}
