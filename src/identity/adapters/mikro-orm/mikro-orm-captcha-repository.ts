import type { EntityManager } from '@mikro-orm/postgresql';
import { CaptchaRepository } from '../../application/ports.ts';
import { CaptchaChallenge } from '../../domain/captcha-challenge.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class MikroOrmCaptchaRepository extends CaptchaRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(challenge: CaptchaChallenge): void {
    this.em.persist(challenge);
  }

  async take(id: string): Promise<CaptchaChallenge | null> {
    if (!UUID.test(id)) return null;
    // A statement of its own (autocommit), outside any surrounding transaction: see the port.
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ id: string; answer_hash: string; created_at: string; expires_at: string }[]>(
        'delete from captcha_challenge where id = ? returning id, answer_hash, created_at, expires_at',
        [id],
      );
    const row = rows[0];
    // Raw results carry timestamps as text.
    return row
      ? new CaptchaChallenge({ id: row.id, answerHash: row.answer_hash, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) })
      : null;
  }

  purgeExpired(now: Date): Promise<number> {
    return this.em.nativeDelete(CaptchaChallenge, { expiresAt: { $lte: now } });
  }
}
