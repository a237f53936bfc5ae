import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: give it to SMTP_URL. */
  readonly url: string;
  readonly mails: ParsedMail[];
  /** Waits until a mail matching the test arrives (or fails after `timeoutMs`). */
  waitFor(match: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Refuse (true) or accept (false) every message from now on, as a mail server that is down would. */
  refuse(refusing: boolean): void;
  /** From now on, wait this long before answering each message, as a slow mail server would. */
  delay(ms: number): void;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** How long the server takes to answer each message (0 by default). */
  readonly delayMs?: number;
}

export const recipientsOf = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => (v.address ?? '').toLowerCase()));

/** A real SMTP server in this process: nodemailer sends to it over TCP and the test reads what arrived. */
export const startSmtpSink = async (options: SmtpSinkOptions = {}): Promise<SmtpSink> => {
  const mails: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let refusing = false;
  let delayMs = options.delayMs ?? 0;
  const later = (work: () => void) => (delayMs > 0 ? void setTimeout(work, delayMs) : work());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => later(() => callback(Object.assign(new Error('Service unavailable'), { responseCode: 451 }))));
        return;
      }
      simpleParser(stream)
        .then((mail) =>
          // The message counts as delivered when the server answers 250, after the delay.
          later(() => {
            mails.push(mail);
            for (const wake of waiters) wake();
            callback();
          }),
        )
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse: (value) => {
      refusing = value;
    },
    delay: (ms) => {
      delayMs = ms;
    },
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise((done, fail) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          done(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
};
