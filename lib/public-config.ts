// Values the browser may see. NEXT_PUBLIC_* are inlined at build time.
export const publicConfig = {
  companyName: process.env.NEXT_PUBLIC_COMPANY_NAME || "Sticker Shop",
  companySiteUrl: process.env.NEXT_PUBLIC_COMPANY_SITE_URL || "https://example.com",
  companyContactUrl: process.env.NEXT_PUBLIC_COMPANY_CONTACT_URL || "https://example.com/contact",
};
