import type { EntityManager } from '@mikro-orm/postgresql';
import { OtpRepository } from '../../application/ports.ts';
import { OneTimePassword, type OtpPurpose } from '../../domain/one-time-password.ts';

export class MikroOrmOtpRepository extends OtpRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(otp: OneTimePassword): void {
    this.em.persist(otp);
  }

  latest(email: string, purpose: OtpPurpose): Promise<OneTimePassword | null> {
    return this.em.findOne(OneTimePassword, { email: email.toLowerCase(), purpose }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  countSentSince(email: string, since: Date): Promise<number> {
    return this.em.count(OneTimePassword, { email: email.toLowerCase(), purpose: { $in: ['register', 'reset'] }, createdAt: { $gte: since } });
  }

  latestProof(email: string, purposes: readonly OtpPurpose[]): Promise<OneTimePassword | null> {
    return this.em.findOne(
      OneTimePassword,
      { email: email.toLowerCase(), purpose: { $in: [...purposes] }, consumedAt: null, verifiedAt: { $ne: null } },
      { orderBy: { verifiedAt: 'desc', id: 'desc' } },
    );
  }

  findByCodeHash(codeHash: string, purpose: OtpPurpose): Promise<OneTimePassword | null> {
    return this.em.findOne(OneTimePassword, { codeHash, purpose });
  }

  purgeCreatedBefore(before: Date): Promise<number> {
    return this.em.nativeDelete(OneTimePassword, {
      createdAt: { $lt: before },
      $or: [{ purpose: { $ne: 'setup' } }, { expiresAt: { $lt: before } }],
    });
  }
}
