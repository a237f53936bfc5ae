import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { assertInTransaction } from '../../../platform/database/in-transaction.ts';
import { dateOrNull, epochMs, runPrepared, runSql } from '../../../platform/database/prepared-sql.ts';
import { KioskDeviceRepository, type KioskDeviceListing } from '../../application/ports.ts';
import { KIOSK_SEEN_INTERVAL_MS, KioskDevice, type KioskCallerFacts } from '../../domain/kiosk-device.ts';

/**
 * Every call of a kiosk asks this: the device by its token's keyed hash (unique index) and, joined by
 * primary key, whether its starter may still sign in (issue 27). Employees are never deleted, so a
 * device names its starter unless it was made outside the product (no starter to check then). Its
 * entrance (issue 30) only while in use: a kiosk whose entrance was retired records none, and works on.
 */
const FIND_BY_TOKEN_HASH = {
  name: 'kiosk.device_by_token_hash',
  text: `select d.id, d.name, ${epochMs('d.revoked_at', 'revoked_ms')}, ${epochMs('d.last_seen_at', 'last_seen_ms')},
                (e.disabled_at is null) as starter_active, d.site_id, en.id as entrance_id
           from kiosk_device d left join employee e on e.id = d.started_by_id
                left join entrance en on en.id = d.entrance_id and en.retired_at is null
          where d.token_hash = $1`,
};

interface CallerRow {
  id: number;
  name: string;
  revoked_ms: number | null;
  last_seen_ms: number | null;
  starter_active: boolean;
  site_id: number;
  entrance_id: number | null;
}

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

  async findByTokenHash(tokenHash: string): Promise<KioskCallerFacts | null> {
    const [row] = await runPrepared<CallerRow>(this.em, FIND_BY_TOKEN_HASH, [tokenHash]);
    if (!row) return null;
    return { id: row.id, name: row.name, revokedAt: dateOrNull(row.revoked_ms), lastSeenAt: dateOrNull(row.last_seen_ms), starterActive: row.starter_active, siteId: row.site_id, entranceId: row.entrance_id };
  }

  lockById(id: number): Promise<KioskDevice | null> {
    assertInTransaction(this.em, 'KioskDeviceRepository.lockById');
    return this.em.findOne(KioskDevice, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  async list(): Promise<KioskDeviceListing[]> {
    const devices = await this.em.find(KioskDevice, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const starters = [...new Set(devices.map((device) => device.startedById).filter((id): id is number => id !== null))];
    const disabled = new Set(
      (await runSql<{ id: number }>(this.em, 'select id from employee where id = any($1::int[]) and disabled_at is not null', [starters])).map((row) => row.id),
    );
    return devices.map((device) => ({ device, starterActive: device.startedById === null || !disabled.has(device.startedById) }));
  }

  async touch(id: number, at: Date): Promise<void> {
    await runPrepared(this.em, TOUCH, [id, at, KIOSK_SEEN_INTERVAL_MS]);
  }
}
