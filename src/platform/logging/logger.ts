import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Paths that must never reach a log line even if someone logs a whole object by mistake: the
 * defence in depth behind the rule that request logs carry method, path, status and timing only.
 */
const REDACTED = [
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'otp',
  '*.otp',
  'aadhar_no',
  '*.aadhar_no',
  'aadharNo',
  '*.aadharNo',
  'idNumber',
  '*.idNumber',
  'token',
  '*.token',
  'captcha',
  '*.captcha',
  'secret',
  '*.secret',
  'serverSecret',
  'payloadPhrase',
  'databaseUrl',
  'databaseDirectUrl',
  'smtpUrl',
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

export const createLogger = (level: string, destination?: pino.DestinationStream): Logger =>
  pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACTED, censor: '[redacted]' },
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
