// What the back office may send a shopper as a link to pay with: a full https:// address. The
// test is validator.js's isURL (13.15, the one the API checked links with) with its defaults and
// `protocols: ['https'], require_protocol: true`, written out here so the contracts need nothing
// but zod and the API accepts exactly the links it always has.

const IPV4_SEGMENT = '(?:[0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])';
const IPV4_ADDRESS = `(${IPV4_SEGMENT}[.]){3}${IPV4_SEGMENT}`;
const IPV4 = new RegExp(`^${IPV4_ADDRESS}$`);
const H = '(?:[0-9a-fA-F]{1,4})';
const IPV6 = new RegExp(
  '^(' +
    `(?:${H}:){7}(?:${H}|:)|` +
    `(?:${H}:){6}(?:${IPV4_ADDRESS}|:${H}|:)|` +
    `(?:${H}:){5}(?::${IPV4_ADDRESS}|(:${H}){1,2}|:)|` +
    `(?:${H}:){4}(?:(:${H}){0,1}:${IPV4_ADDRESS}|(:${H}){1,3}|:)|` +
    `(?:${H}:){3}(?:(:${H}){0,2}:${IPV4_ADDRESS}|(:${H}){1,4}|:)|` +
    `(?:${H}:){2}(?:(:${H}){0,3}:${IPV4_ADDRESS}|(:${H}){1,5}|:)|` +
    `(?:${H}:){1}(?:(:${H}){0,4}:${IPV4_ADDRESS}|(:${H}){1,6}|:)|` +
    `(?::((?::${H}){0,5}:${IPV4_ADDRESS}|(?::${H}){1,7}|:))` +
    ')(%[0-9a-zA-Z.]{1,})?$',
);
const WRAPPED_IPV6 = /^\[([^\]]+)\](?::([0-9]+))?$/;
const TOP_LEVEL_NAME =
  /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;
const MAX_LINK_LENGTH = 2084;

function isIp(host: string): boolean {
  return IPV4.test(host) || IPV6.test(host);
}

/** A host name with a top-level name of letters, labels of at most 63 characters, no underscores. */
function isDomainName(host: string): boolean {
  const labels = host.split('.');
  const topLevel = labels[labels.length - 1];
  if (labels.length < 2 || !TOP_LEVEL_NAME.test(topLevel) || /\s/.test(topLevel)) return false;
  if (/^\d+$/.test(topLevel)) return false;
  return labels.every(
    (label) =>
      label.length <= 63 &&
      /^[a-z_\u00a1-\uffff0-9-]+$/i.test(label) &&
      !/[\uff01-\uff5e]/.test(label) &&
      !/^-|-$/.test(label) &&
      !/_/.test(label),
  );
}

/** The part after `https:` names a host (a domain or an IP address) and at most a valid port. */
function hasValidAuthority(rest: string): boolean {
  let address = rest.startsWith('//') ? rest.slice(2) : rest;
  if (address === '') return false;
  address = address.split('/')[0];
  const parts = address.split('@');
  if (parts.length > 1) {
    if (parts[0] === '') return false;
    const auth = parts.shift() as string;
    if (auth.includes(':') && auth.split(':').length > 2) return false;
    const [user, password] = auth.split(':');
    if (user === '' && password === '') return false;
  }
  const hostname = parts.join('@');
  let host: string;
  let ipv6: string | null = null;
  let port: string | null = null;
  const wrapped = hostname.match(WRAPPED_IPV6);
  if (wrapped) {
    host = '';
    ipv6 = wrapped[1];
    port = wrapped[2] || null;
  } else {
    const pieces = hostname.split(':');
    host = pieces.shift() as string;
    if (pieces.length) port = pieces.join(':');
  }
  if (port !== null && port.length > 0) {
    const number = parseInt(port, 10);
    if (!/^[0-9]+$/.test(port) || number <= 0 || number > 65535) return false;
  }
  return isIp(host) || isDomainName(host) || (ipv6 !== null && IPV6.test(ipv6));
}

/** A full https:// address (any case), such as a payment provider's checkout page. */
export function isHttpsLink(value: string): boolean {
  if (!value || /[\s<>]/.test(value) || value.startsWith('mailto:')) return false;
  if (value.length > MAX_LINK_LENGTH) return false;
  const link = value.split('#')[0].split('?')[0];
  const scheme = link.match(/^([a-z][a-z0-9+\-.]*):/i);
  if (!scheme) return false;
  const rest = link.substring(scheme[0].length);
  if (!rest.startsWith('//')) {
    const beforeSlash = rest.split('/')[0];
    const at = beforeSlash.indexOf('@');
    // What reads as user:password@host or host:port has no scheme, and a scheme is required.
    if (at !== -1) {
      const beforeAt = beforeSlash.substring(0, at);
      if (/^[a-zA-Z0-9\-_.%:]*$/.test(beforeAt) && !/%[0-9a-fA-F]{2}/.test(beforeAt)) return false;
    } else if (/^[0-9]/.test(rest)) {
      return false;
    }
  }
  if (scheme[1].toLowerCase() !== 'https') return false;
  return hasValidAuthority(rest);
}
