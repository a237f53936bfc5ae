/** Time is a port: OTP expiry, link expiry, idle sessions and "yesterday" are tested with a set clock. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
