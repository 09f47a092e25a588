/**
 * The Host check on the real server (startServer on 127.0.0.1, raw requests over real sockets): a page on another
 * site pointing its own name at this machine (DNS rebinding) is refused with 421 and a JSON error, whatever it asks;
 * the machine's own names and the names given to `--allowed-host` are served.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostNamesFromEnvironment, hostOnly, servedHostNames } from './hostNames.ts';
import { type RunningServer, startServer } from './listen.ts';
import { verifyMinesSubmission } from './minesVerify.ts';

let dir: string;
let running: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-host-'));
  running = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbFile: join(dir, 'host.sqlite'),
    verifyMines: verifyMinesSubmission,
    verifyWorkers: 1,
    allowedHosts: ['arcade.example'],
  });
});

afterAll(async () => {
  await running?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends a raw request with this Host header; the status and the body. */
async function withHost(host: string, method = 'GET', path = '/api/health', body = '') {
  const socket = connect(running.port, '127.0.0.1');
  await once(socket, 'connect');
  const length = body === '' ? '' : `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`;
  socket.write(`${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n${length}Connection: close\r\n\r\n${body}`);
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => {
    text += chunk;
  });
  await once(socket, 'close');
  const status = Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1]);
  return { status, body: text.slice(text.indexOf('\r\n\r\n') + 4) };
}

describe('the Host header', () => {
  it('is refused with 421 and a JSON error for a name the server does not serve (DNS rebinding)', async () => {
    for (const host of [
      'evil.example',
      `evil.example:${running.port}`,
      '127.0.0.1.evil.example',
      '10.0.0.1',
    ]) {
      const answer = await withHost(host);
      expect(answer.status, host).toBe(421);
      expect(JSON.parse(answer.body).error, host).toMatch(/^host: ".*" is not a name this server serves/);
    }
    const page = await withHost('evil.example', 'GET', '/');
    expect(page.status).toBe(421);
  });

  it('refuses a rebinding post before any route: nothing is kept', async () => {
    const refused = await withHost('evil.example', 'POST', '/api/players', '{"name":"Rebound"}');
    expect(refused.status).toBe(421);
    const own = await withHost(`127.0.0.1:${running.port}`, 'POST', '/api/players', '{"name":"Rebound"}');
    expect(own.status).toBe(201); // the name was still free
  });

  it("serves the machine's own names, the bound address and the names given, with or without a port", async () => {
    for (const host of [
      `127.0.0.1:${running.port}`,
      '127.0.0.1',
      `localhost:${running.port}`,
      'LOCALHOST',
      `[::1]:${running.port}`,
      'arcade.example',
      `Arcade.Example:${running.port}`,
    ])
      expect((await withHost(host)).status, host).toBe(200);
  });

  it('reads names without their port, IPv6 in brackets; every interface address when bound to all of them', () => {
    expect(hostOnly('Example.COM:8080')).toBe('example.com');
    expect(hostOnly('[::1]:80')).toBe('[::1]');
    expect(hostOnly('[2001:db8::1]')).toBe('[2001:db8::1]');
    expect(servedHostNames('127.0.0.2', ['a.example', 'fe80::1'])).toEqual(
      expect.arrayContaining(['localhost', '127.0.0.1', '[::1]', '127.0.0.2', 'a.example', '[fe80::1]']),
    );
    const everywhere = servedHostNames('0.0.0.0');
    for (const addresses of Object.values(networkInterfaces()))
      for (const { address, family } of addresses ?? [])
        expect(everywhere).toContain(family === 'IPv6' ? `[${address.split('%')[0]}]` : address);
    expect(servedHostNames('127.0.0.1')).not.toContain('0.0.0.0');
    expect(hostNamesFromEnvironment({ ARCADE_ALLOWED_HOSTS: 'a.example, b.example c.example' })).toEqual([
      'a.example',
      'b.example',
      'c.example',
    ]);
  });
});
