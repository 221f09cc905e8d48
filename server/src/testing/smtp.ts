import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps what it receives, parsed with mailparser: tests
 * send through it with SMTP_URL = `url` exactly as production sends to its mail server.
 */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const waiting: (() => void)[] = [];
  /** While held: the mails that arrived, each waiting for the test to accept or refuse it. */
  let held: ((accept: boolean) => void)[] | null = null;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust and no login, like a local relay.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      if (held) {
        const queue = held;
        // The mail is read, but the server answers only when the test says how.
        stream.resume();
        stream.on('end', () =>
          queue.push((accept) => {
            if (accept) callback();
            else callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          }),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Resolves with the `count`-th mail received (1-based), waiting up to 10 s. */
    async nth(count: number): Promise<ParsedMail> {
      const deadline = Date.now() + 10_000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`mail ${count} did not arrive`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received[count - 1] as ParsedMail;
    },
    /**
     * From now on mails are not answered until `release`: a sender waits as for a slow mail server. `waiting` says
     * how many wait; `release(false)` refuses them (550), `release(true)` accepts them without keeping them.
     */
    hold() {
      const queue: ((accept: boolean) => void)[] = [];
      held = queue;
      return {
        waiting: () => queue.length,
        release: (accept: boolean) => {
          held = null;
          for (const answer of queue.splice(0)) answer(accept);
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
