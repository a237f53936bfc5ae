import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { OtpRepository, type ReadOptions } from '../../application/ports.ts';
import { OneTimePassword, type OtpPurpose } from '../../domain/one-time-password.ts';

/** Row lock and the latest committed state for reads that decide a write (see `ReadOptions`). */
const locking = (options: ReadOptions) => (options.forUpdate ? ({ lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } as const) : {});

export class MikroOrmOtpRepository extends OtpRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(otp: OneTimePassword): void {
    this.em.persist(otp);
  }

  latest(email: string, purpose: OtpPurpose, options: ReadOptions = {}): Promise<OneTimePassword | null> {
    return this.em.findOne(OneTimePassword, { email: email.toLowerCase(), purpose }, { orderBy: { createdAt: 'desc', id: 'desc' }, ...locking(options) });
  }

  countSentSince(email: string, since: Date): Promise<number> {
    return this.em.count(OneTimePassword, { email: email.toLowerCase(), purpose: { $in: ['register', 'reset'] }, createdAt: { $gte: since } });
  }

  latestProof(email: string, purposes: readonly OtpPurpose[], options: ReadOptions = {}): Promise<OneTimePassword | null> {
    return this.em.findOne(
      OneTimePassword,
      { email: email.toLowerCase(), purpose: { $in: [...purposes] }, consumedAt: null, verifiedAt: { $ne: null } },
      { orderBy: { verifiedAt: 'desc', id: 'desc' }, ...locking(options) },
    );
  }

  findByCodeHash(codeHash: string, purpose: OtpPurpose, options: ReadOptions = {}): Promise<OneTimePassword | null> {
    return this.em.findOne(OneTimePassword, { codeHash, purpose }, locking(options));
  }

  purgeCreatedBefore(before: Date): Promise<number> {
    return this.em.nativeDelete(OneTimePassword, {
      createdAt: { $lt: before },
      $or: [{ purpose: { $ne: 'setup' } }, { expiresAt: { $lt: before } }],
    });
  }
}
