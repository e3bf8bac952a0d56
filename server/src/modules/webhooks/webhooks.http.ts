import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Outgoing webhook requests (issue 16), guarded against SSRF: unless private targets are allowed
 * (outside production, or WEBHOOKS_ALLOW_PRIVATE=true), a URL whose host is, or resolves to, a
 * loopback, private, link-local, shared, multicast or reserved address is refused, at registration
 * and again at each delivery (the connection uses the checked address, so DNS rebinding does not help).
 * Redirects are not followed; the whole request is limited to 10 s.
 */

export const WEBHOOK_TIMEOUT_MS = 10_000;

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and the IPv4-compatible ::a.b.c.d form (deprecated, never public).
  ['::', 96],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  // Teredo and 6to4 embed an IPv4 address (2002:7f00:1:: is 127.0.0.1).
  ['2001::', 32],
  ['2002::', 16],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local or otherwise not on the public Internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** The host of a URL without IPv6 brackets. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

export type UrlProblem = 'invalid' | 'private';

/**
 * Checks a webhook URL: http(s) only, and no private target unless allowed. A host that does not
 * resolve now is accepted (the delivery checks again).
 */
export async function checkWebhookUrl(value: string, allowPrivate: boolean): Promise<UrlProblem | null> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid';
  if (!url.hostname) return 'invalid';
  if (allowPrivate) return null;
  const host = hostOf(url);
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private';
  if (net.isIP(host)) return isPrivateAddress(host) ? 'private' : null;
  try {
    const addresses = await dns.promises.lookup(host, { all: true });
    return addresses.some((a) => isPrivateAddress(a.address)) ? 'private' : null;
  } catch {
    return null;
  }
}

/** A DNS lookup that refuses private addresses (used for the connection itself). */
const publicLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as dns.LookupAddress[];
    const allowed = list.filter((a) => !isPrivateAddress(a.address));
    if (allowed.length === 0) return callback(new Error(`address of ${hostname} is not allowed (private network)`), '', 4);
    if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, allowed);
    callback(null, allowed[0].address, allowed[0].family);
  });
};

export interface PostAnswer {
  status: number;
}

/** POSTs a JSON body; answers the response status, or rejects (network error, refused address, timeout). */
export function postJson(target: string, body: string, headers: Record<string, string>, allowPrivate: boolean): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      reject(new Error('invalid URL'));
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      reject(new Error('only http and https URLs are allowed'));
      return;
    }
    const host = hostOf(url);
    if (!allowPrivate && (host === 'localhost' || (net.isIP(host) && isPrivateAddress(host)))) {
      reject(new Error('address is not allowed (private network)'));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), ...headers },
        ...(allowPrivate ? {} : { lookup: publicLookup }),
      },
      (response) => {
        clearTimeout(timer);
        // The body is not needed: close at once (a receiver streaming without end holds nothing).
        response.destroy();
        resolve({ status: response.statusCode ?? 0 });
      },
    );
    const timer = setTimeout(() => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)), WEBHOOK_TIMEOUT_MS);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}
