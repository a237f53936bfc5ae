import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { runPrepared } from '../../../platform/database/prepared-sql.ts';
import { KioskDeviceRepository } from '../../application/ports.ts';
import { KIOSK_SEEN_INTERVAL_MS, KioskDevice } from '../../domain/kiosk-device.ts';

/** One write a minute at most, whichever replica gets there first; the others' UPDATE matches nothing. */
const TOUCH = {
  name: 'kiosk.touch',
  text: `update kiosk_device set last_seen_at = $2
          where id = $1 and revoked_at is null
            and (last_seen_at is null or last_seen_at <= $2::timestamptz - make_interval(secs => $3::float8 / 1000))`,
};

export class MikroOrmKioskDeviceRepository extends KioskDeviceRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  add(device: KioskDevice): void {
    this.em.persist(device);
  }

  findByTokenHash(tokenHash: string): Promise<KioskDevice | null> {
    return this.em.findOne(KioskDevice, { tokenHash });
  }

  lockById(id: number): Promise<KioskDevice | null> {
    assertInTransaction(this.em, 'KioskDeviceRepository.lockById');
    return this.em.findOne(KioskDevice, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  list(): Promise<KioskDevice[]> {
    return this.em.find(KioskDevice, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async touch(id: number, at: Date): Promise<void> {
    await runPrepared(this.em, TOUCH, [id, at, KIOSK_SEEN_INTERVAL_MS]);
  }
}
