import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpDelivery } from './emailProvider';

/** Just enough of an SMTP server on loopback to take one message and keep it. */
function fakeSmtpServer(received: string[]): Server {
  return createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('SMTP delivery of sign-in links', () => {
  const received: string[] = [];
  const server = fakeSmtpServer(received);
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends one e-mail with the link, from EMAIL_FROM', async () => {
    const deliver = smtpDelivery({
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      from: 'Fretboard <frets@example.org>',
    });
    const url = 'https://frets.example/api/auth/callback/email?token=abc&email=a%40example.com';
    await deliver({ to: 'a@example.com', url, expires: new Date() });
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message).toMatch(/^From: Fretboard <frets@example\.org>$/m);
    expect(message).toMatch(/^To: a@example\.com$/m);
    expect(message).toMatch(/^Subject: Sign in to Fretboard$/m);
    expect(message.replace(/=\n/g, '').replace(/=3D/g, '=')).toContain(url);
  });
});
