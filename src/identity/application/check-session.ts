import { DomainError } from '#kernel/domain-error.ts';
import { MESSAGES } from '#contract/messages.ts';
import type { AuthenticateSession } from './authenticate-session.ts';

/**
 * `GET /check-session/{enc(email)}/{sessionTime}`: the SPA's periodic question "am I still signed
 * in?". It does not count as activity, so an idle tab still times out after ten minutes.
 */
export class CheckSession {
  constructor(private readonly authenticator: AuthenticateSession) {}

  async execute(token: string | undefined, email: string): Promise<{ message: string }> {
    const holder = await this.authenticator.holderOf(token).catch((error: unknown) => {
      if (error instanceof DomainError) throw new DomainError('session.destroyed');
      throw error;
    });
    if (holder.email !== email.trim().toLowerCase()) throw new DomainError('session.destroyed');
    return { message: MESSAGES.session.active };
  }
}
