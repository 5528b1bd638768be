// The same root layout shape as the shop's (html lang, body), with no styles or scripts of its own.
export const metadata = {
  title: "Bench floor",
  description: "A bare Next.js page: the baseline of the shop's Lighthouse figures.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
