/**
 * The name of every migration, in order: what start-up compares with the applied ones before it
 * loads the migrator (@mikro-orm/migrations costs a third of a second to load, and there is rarely
 * anything to apply). migrations/index.ts maps each name to its class; the compiler checks that
 * the two agree. A new migration is made with `vms db create-migration`, then named here and there.
 */
export const MIGRATION_NAMES = [
  'Migration20261121230426_initial',
  'Migration20261121231215_identity_limits',
  'Migration20261121234435_desk_indexes',
  'Migration20261122150523_replicas',
  'Migration20261122194826_live_updates',
  'Migration20261122194905_my_visits',
  'Migration20261122194944_insights',
  'Migration20261122201856_insights_without_cancelled',
  'Migration20261122212425_watchlist',
  'Migration20261122213055_visit_flags',
  'Migration20261122222635_walk_ins',
  'Migration20261122222651_kiosk_devices',
  'Migration20261122223046_visit_flag_open_index',
  'Migration20261122225054_visit_flag_notify',
  'Migration20261122225106_walk_in_kiosk',
  'Migration20261123021000_watchlist_live',
  'Migration20261123093000_visit_flag_door_mailed',
  'Migration20261128083407_photo_thumbnails',
  'Migration20261128094217_employee_deleted_notify',
  'Migration20261128094500_visit_flag_outcome',
  'Migration20261128113753_outbox_channel',
  'Migration20261128215122_sites',
  'Migration20261128235900_visit_site',
  'Migration20261129000913_api_tokens',
  'Migration20261129000932_id_masked',
  'Migration20261129001028_employee_sso_subject',
  'Migration20261129030150_employee_scim',
  'Migration20261129030258_site_roles',
  'Migration20261129030651_consent_record',
  'Migration20261129031240_evacuations',
  'Migration20261129031728_webhooks',
  'Migration20261129033541_breach_register',
  'Migration20261129035740_chat_connections',
  'Migration20261129042550_chat_host_mail',
  'Migration20261129061335_site_preference',
  'Migration20261129061656_retention_by_kind',
  'Migration20261129062028_privacy_requests',
  'Migration20261129062119_entrances',
  'Migration20261129062238_site_documents',
  'Migration20261129062812_live_changes_by_site',
  'Migration20261129092906_drawn_signature',
  'Migration20261129130438_site_catalog',
] as const;

export type MigrationName = (typeof MIGRATION_NAMES)[number];
