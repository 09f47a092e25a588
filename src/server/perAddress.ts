/**
 * A cap on the connections one client address holds open at once, under the server's total cap: a client past
 * its share is closed as it connects, so a few slow or idle clients cannot take every place the total cap leaves
 * and shut out everyone else. An IPv6 client is counted by its /64 network (one host is given a whole /64, so its
 * addresses there cost it nothing); an IPv4 address seen through IPv6 (`::ffff:1.2.3.4`) counts as that IPv4
 * address.
 */
import type { Server } from 'node:http';
import { isIPv6, type Socket } from 'node:net';

/** The key a client is counted under: its IPv4 address, or the first four groups (/64) of its IPv6 address. */
export function addressKey(address: string | undefined): string {
  if (address === undefined) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back]
    : front;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Closes each new connection of an address already holding `max` (the count of each is kept while it is open). */
export function capConnectionsPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  // First of the 'connection' listeners, so a connection past the cap is closed before HTTP reads from it.
  server.prependListener('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left === 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
