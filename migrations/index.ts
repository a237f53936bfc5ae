import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migration20261121230426_initial } from './Migration20261121230426_initial.ts';
import { Migration20261121231215_identity_limits } from './Migration20261121231215_identity_limits.ts';
import { Migration20261121234435_desk_indexes } from './Migration20261121234435_desk_indexes.ts';
import { Migration20261122150523_replicas } from './Migration20261122150523_replicas.ts';
import { Migration20261122194905_my_visits } from './Migration20261122194905_my_visits.ts';
import { Migration20261122194826_live_updates } from './Migration20261122194826_live_updates.ts';
import { Migration20261122194944_insights } from './Migration20261122194944_insights.ts';
import { Migration20261122201856_insights_without_cancelled } from './Migration20261122201856_insights_without_cancelled.ts';
import { Migration20261122212425_watchlist } from './Migration20261122212425_watchlist.ts';
import { Migration20261122213055_visit_flags } from './Migration20261122213055_visit_flags.ts';
import { Migration20261122222635_walk_ins } from './Migration20261122222635_walk_ins.ts';
import { Migration20261122222651_kiosk_devices } from './Migration20261122222651_kiosk_devices.ts';
import { Migration20261122223046_visit_flag_open_index } from './Migration20261122223046_visit_flag_open_index.ts';
import { Migration20261122225054_visit_flag_notify } from './Migration20261122225054_visit_flag_notify.ts';
import { Migration20261122225106_walk_in_kiosk } from './Migration20261122225106_walk_in_kiosk.ts';
import { Migration20261123021000_watchlist_live } from './Migration20261123021000_watchlist_live.ts';
import { Migration20261123093000_visit_flag_door_mailed } from './Migration20261123093000_visit_flag_door_mailed.ts';
import { Migration20261128083407_photo_thumbnails } from './Migration20261128083407_photo_thumbnails.ts';
import { Migration20261128094217_employee_deleted_notify } from './Migration20261128094217_employee_deleted_notify.ts';
import { Migration20261128094500_visit_flag_outcome } from './Migration20261128094500_visit_flag_outcome.ts';
import { Migration20261128113753_outbox_channel } from './Migration20261128113753_outbox_channel.ts';
import { Migration20261128215122_sites } from './Migration20261128215122_sites.ts';
import { Migration20261128235900_visit_site } from './Migration20261128235900_visit_site.ts';
import { Migration20261129000913_api_tokens } from './Migration20261129000913_api_tokens.ts';
import { Migration20261129000932_id_masked } from './Migration20261129000932_id_masked.ts';
import { Migration20261129001028_employee_sso_subject } from './Migration20261129001028_employee_sso_subject.ts';
import { Migration20261129030150_employee_scim } from './Migration20261129030150_employee_scim.ts';
import { Migration20261129030258_site_roles } from './Migration20261129030258_site_roles.ts';
import { Migration20261129030651_consent_record } from './Migration20261129030651_consent_record.ts';
import { Migration20261129031240_evacuations } from './Migration20261129031240_evacuations.ts';
import { Migration20261129031728_webhooks } from './Migration20261129031728_webhooks.ts';
import { Migration20261129033541_breach_register } from './Migration20261129033541_breach_register.ts';
import { Migration20261129035740_chat_connections } from './Migration20261129035740_chat_connections.ts';
import { Migration20261129042550_chat_host_mail } from './Migration20261129042550_chat_host_mail.ts';
import { Migration20261129061335_site_preference } from './Migration20261129061335_site_preference.ts';
import { Migration20261129061656_retention_by_kind } from './Migration20261129061656_retention_by_kind.ts';
import { Migration20261129062028_privacy_requests } from './Migration20261129062028_privacy_requests.ts';
import { Migration20261129062119_entrances } from './Migration20261129062119_entrances.ts';
import { Migration20261129062238_site_documents } from './Migration20261129062238_site_documents.ts';
import { Migration20261129062812_live_changes_by_site } from './Migration20261129062812_live_changes_by_site.ts';
import { Migration20261129092906_drawn_signature } from './Migration20261129092906_drawn_signature.ts';
import { Migration20261129130438_site_catalog } from './Migration20261129130438_site_catalog.ts';
import { MIGRATION_NAMES, type MigrationName } from './names.ts';

/** Each migration's class by its name: a name in names.ts without a class here (or the reverse) does not compile. */
const CLASSES = {
  Migration20261121230426_initial,
  Migration20261121231215_identity_limits,
  Migration20261121234435_desk_indexes,
  Migration20261122150523_replicas,
  Migration20261122194826_live_updates,
  Migration20261122194905_my_visits,
  Migration20261122194944_insights,
  Migration20261122201856_insights_without_cancelled,
  Migration20261122212425_watchlist,
  Migration20261122213055_visit_flags,
  Migration20261122222635_walk_ins,
  Migration20261122222651_kiosk_devices,
  Migration20261122223046_visit_flag_open_index,
  Migration20261122225054_visit_flag_notify,
  Migration20261122225106_walk_in_kiosk,
  Migration20261123021000_watchlist_live,
  Migration20261123093000_visit_flag_door_mailed,
  Migration20261128083407_photo_thumbnails,
  Migration20261128094217_employee_deleted_notify,
  Migration20261128094500_visit_flag_outcome,
  Migration20261128113753_outbox_channel,
  Migration20261128215122_sites,
  Migration20261128235900_visit_site,
  Migration20261129000913_api_tokens,
  Migration20261129000932_id_masked,
  Migration20261129001028_employee_sso_subject,
  Migration20261129030150_employee_scim,
  Migration20261129030258_site_roles,
  Migration20261129030651_consent_record,
  Migration20261129031240_evacuations,
  Migration20261129031728_webhooks,
  Migration20261129033541_breach_register,
  Migration20261129035740_chat_connections,
  Migration20261129042550_chat_host_mail,
  Migration20261129061335_site_preference,
  Migration20261129061656_retention_by_kind,
  Migration20261129062028_privacy_requests,
  Migration20261129062119_entrances,
  Migration20261129062238_site_documents,
  Migration20261129062812_live_changes_by_site,
  Migration20261129092906_drawn_signature,
  Migration20261129130438_site_catalog,
} satisfies Record<MigrationName, Constructor<Migration>>;

/**
 * Every migration, in order. Listed explicitly because loading `.ts` migrations by path fails under
 * vitest and in the compiled build alike.
 */
export const MIGRATIONS: { name: MigrationName; class: Constructor<Migration> }[] = MIGRATION_NAMES.map((name) => ({ name, class: CLASSES[name] }));
