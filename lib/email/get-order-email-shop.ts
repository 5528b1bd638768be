import "server-only";
import { getServerEnv } from "@/lib/env";
import { publicConfig } from "@/lib/public-config";
import type { OrderEmailShop } from "./order-emails";

/** The shop details of order e-mails from the configuration (company name, contact page, time zone). */
export function getOrderEmailShop(): OrderEmailShop {
  return {
    companyName: publicConfig.companyName,
    contactUrl: publicConfig.companyContactUrl,
    timeZone: getServerEnv().SHOP_TIME_ZONE,
  };
}
