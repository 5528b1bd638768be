import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import "./globals.css";

export const metadata: Metadata = {
  title: "Professional Printing Services",
  description: "Custom vinyl stickers printed from your own design: upload, choose a size, order.",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#1d4ed8",
};

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // Every page carries this request's CSP nonce (set by proxy.ts), so pages render per request.
  await headers();
  return (
    <html lang="en">
      <body className="min-h-screen">{children}</body>
    </html>
  );
}
