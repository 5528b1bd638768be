// One plain address, local@domain.tld: no display name, no list, no spaces, quotes, brackets or
// line breaks. Shoppers type these addresses, so anything that could name a second recipient
// ("a@x.com, b@y.com") or smuggle a header is refused before it reaches a mailer.
const PLAIN_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\.]+$/;

/** True for a single plain e-mail address (at most 254 characters, RFC 5321). */
export function isDeliverableAddress(address: string): boolean {
  return address.length <= 254 && PLAIN_ADDRESS.test(address);
}
