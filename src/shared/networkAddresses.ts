/**
 * Network addresses that come from administrators (issue 22): an API connection's allowed callers and a third-party
 * integration's base URL. Predicates only, no wording: the portal's forms and the sandbox word them each in their
 * own way (the catalogue, the API's field errors) from the same rules.
 */

/** The most addresses one API connection may allow: enough for a client's offices and data centres, and a list a person can still review. */
export const MAX_ALLOWED_IP_ADDRESSES = 50;

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The address as the URL parser writes it (`[::]` for every spelling of the IPv6 any-address), or undefined. */
const canonicalIpv6 = (value: string): string | undefined => {
  if (!value.includes(':') || !/^[0-9a-f:.]+$/i.test(value)) return undefined;
  try {
    // The WHATWG URL parser implements the full IPv6 grammar (compression, embedded IPv4).
    const host = new URL(`http://[${value}]/`).hostname;
    return host.length > 2 ? host.slice(1, -1) : undefined;
  } catch {
    return undefined;
  }
};

export const isIpAddress = (value: string) => IPV4.test(value) || canonicalIpv6(value) !== undefined;

/**
 * `0.0.0.0` and `::`, in any spelling (and `::ffff:0.0.0.0`), name no machine: to many firewalls and gateways they
 * mean "any address", so in an allow-list they would let every caller in.
 */
export const isUnspecifiedAddress = (value: string) => value === '0.0.0.0' || ['::', '::ffff:0:0'].includes(canonicalIpv6(value) ?? '');

/** The eight 16-bit groups of a canonical IPv6 address. */
const ipv6Groups = (canonical: string): number[] => {
  const [head, tail = ''] = canonical.split('::');
  const part = (text: string) => (text ? text.split(':').map((g) => parseInt(g, 16)) : []);
  const [left, right] = [part(head!), part(tail)];
  return canonical.includes('::') ? [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right] : left;
};

/** IPv4 ranges no public service lives in (RFC 6890): this network, private, shared, loopback, link-local (cloud metadata), benchmarking, multicast, reserved. */
const INTERNAL_IPV4: [number, number][] = [
  [0x00000000, 8],
  [0x0a000000, 8],
  [0x64400000, 10],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0xac100000, 12],
  [0xc0000000, 24],
  [0xc0a80000, 16],
  [0xc6120000, 15],
  [0xe0000000, 3],
];

const isInternalIpv4 = (address: string) => {
  const n = address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
  return INTERNAL_IPV4.some(([network, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(network / 2 ** (32 - bits)));
};

const isInternalIpv6 = (canonical: string) => {
  const g = ipv6Groups(canonical);
  const embeddedIpv4 = () => `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  if (g.slice(0, 6).every((x) => x === 0)) return true; // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isInternalIpv4(embeddedIpv4()); // ::ffff:a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b) return isInternalIpv4(embeddedIpv4()); // NAT64 64:ff9b::a.b.c.d
  return (g[0]! & 0xfe00) === 0xfc00 || (g[0]! & 0xffc0) === 0xfe80 || (g[0]! & 0xff00) === 0xff00; // ULA, link-local, multicast
};

/** Names that resolve inside a network, never on the internet: a dotless name finds the resolver's own domains. */
const INTERNAL_NAME = /(^|\.)(localhost|internal|local|localdomain|intranet|lan|home\.arpa)$/;

/** Whether a URL's host (as `new URL` gives it: lower case, IPv4 numbers normalised, IPv6 in brackets) is internal. */
const isInternalHost = (host: string) => {
  if (host.startsWith('[')) return isInternalIpv6(host.slice(1, -1));
  if (IPV4.test(host)) return isInternalIpv4(host);
  return !host.includes('.') || INTERNAL_NAME.test(host.replace(/\.$/, ''));
};

/**
 * What is wrong with a base URL the gateway will call: `https` when it is not an https URL (or carries a user name or
 * password), `internal` when its host is a name or address inside a network (localhost, private and link-local
 * ranges, the cloud metadata address 169.254.169.254, `*.internal`) — a request the gateway would make on an
 * administrator's behalf to its own network (SSRF). Judged on the text only: the real gateway must also resolve the
 * name and check the addresses when it calls (DNS rebinding), as docs/security.md says.
 */
export const baseUrlProblem = (value: string): 'https' | 'internal' | undefined => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'https';
  }
  if (url.protocol !== 'https:' || url.username || url.password || /\s/.test(value)) return 'https';
  return isInternalHost(url.hostname) ? 'internal' : undefined;
};
