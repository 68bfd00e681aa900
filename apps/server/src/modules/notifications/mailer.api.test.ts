import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer';

// A server that takes the connection and never greets: the delivery must give up, not wait forever.
let server: net.Server;
const sockets = new Set<net.Socket>();
beforeAll(async () => {
  server = net.createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

it('gives up on an SMTP server that never answers, within its greeting timeout', async () => {
  const { port } = server.address() as net.AddressInfo;
  const mailer = createSmtpMailer({
    url: `smtp://127.0.0.1:${port}`,
    from: 'Seeker <jobs@seeker.test>',
    timeouts: { connectionMs: 500, greetingMs: 500, socketMs: 1_000 },
  });
  const started = Date.now();
  await expect(mailer.send({ to: 'someone@seeker.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })).rejects.toThrow(/greeting/i);
  expect(Date.now() - started).toBeLessThan(5_000);
}, 10_000);
