"use client";

import { createContext, useContext, type ReactNode } from "react";
import { ORDER_NUMBER_TIME_ZONE } from "@/lib/domain/format-order-number";

// The shop's time zone (SHOP_TIME_ZONE) for every time an operator sees. The server's admin layout
// provides it: the browser never reads the environment, and its own zone is not the shop's.
const ShopTimeZoneContext = createContext<string>(ORDER_NUMBER_TIME_ZONE);

export function ShopTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <ShopTimeZoneContext.Provider value={timeZone}>{children}</ShopTimeZoneContext.Provider>;
}

/** The IANA name of the shop's time zone, e.g. "America/Los_Angeles". */
export function useShopTimeZone(): string {
  return useContext(ShopTimeZoneContext);
}
