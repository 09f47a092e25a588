/**
 * The names a server answers to, for the Host check (guards.ts servedHostsOnly). A page on another site can make a
 * browser send requests here by pointing its own name at this machine's address (DNS rebinding): the browser then
 * treats the server as that site, same-origin, and reads its answers. The Host header still carries the other
 * site's name, so a server that answers only to its own names is out of such a page's reach.
 */
import { networkInterfaces, hostname as osHostname } from 'node:os';

/** What every server answers to: this machine by name and by loopback address. */
export const LOCAL_HOST_NAMES: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** A name as the Host header carries it, without its port: lower case, an IPv6 address in brackets. */
export function hostOnly(header: string): string {
  const host = header.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  // One colon: name:port. More: an IPv6 address without brackets, which no Host header has, kept whole.
  return colon >= 0 && colon === host.lastIndexOf(':') ? host.slice(0, colon) : host;
}

/** An address or name as a Host header would carry it (IPv6 in brackets). */
const asHostName = (name: string): string => {
  const host = name.trim().toLowerCase();
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
};

/**
 * The names a server listening on `boundHost` answers to: the local ones, the bound address, and `extra` (from
 * `arcade serve --allowed-host` and `$ARCADE_ALLOWED_HOSTS`). Listening on every address (0.0.0.0, ::) adds this
 * machine's name and the addresses of its interfaces, which is what other machines on the network use.
 */
export function servedHostNames(boundHost: string, extra: readonly string[] = []): string[] {
  const names = new Set([...LOCAL_HOST_NAMES, ...extra.filter((name) => name.trim() !== '').map(asHostName)]);
  if (boundHost === '0.0.0.0' || boundHost === '::') {
    names.add(osHostname().toLowerCase());
    for (const addresses of Object.values(networkInterfaces()))
      for (const { address } of addresses ?? []) names.add(asHostName(address.split('%')[0]));
  } else names.add(asHostName(boundHost));
  return [...names];
}

/** `$ARCADE_ALLOWED_HOSTS`: names separated by commas or spaces. */
export const hostNamesFromEnvironment = (env: NodeJS.ProcessEnv = process.env): string[] =>
  (env.ARCADE_ALLOWED_HOSTS ?? '').split(/[\s,]+/).filter((name) => name !== '');
