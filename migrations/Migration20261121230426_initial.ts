import { Migration } from '@mikro-orm/migrations';

export class Migration20261121230426_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "audit_log" ("id" bigserial primary key, "at" timestamptz not null, "actor_type" text not null, "actor_id" int null, "actor_label" text not null, "action" text not null, "subject_type" text not null, "subject_id" text null, "details" jsonb null);`);
    this.addSql(`create index "audit_log_at_idx" on "audit_log" ("at");`);
    this.addSql(`create index "audit_log_subject_idx" on "audit_log" ("subject_type", "subject_id");`);

    this.addSql(`create table "captcha_challenge" ("id" uuid not null, "answer_hash" text not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, constraint "captcha_challenge_pkey" primary key ("id"));`);
    this.addSql(`create index "captcha_challenge_expires_idx" on "captcha_challenge" ("expires_at");`);

    this.addSql(`create table "designation" ("id" serial primary key, "name" text not null);`);
    this.addSql(`alter table "designation" add constraint "designation_name_unique" unique ("name");`);

    this.addSql(`create table "employee" ("id" serial primary key, "emp_id" text not null, "name" text not null, "email" text not null, "phone" text null, "designation_id" int not null, "manager_id" int null, "status" text not null default 'Approval Pending', "password_hash" text null, "password_set_at" timestamptz null, "failed_login_count" int not null default 0, "failed_login_window_start" timestamptz null, "locked_until" timestamptz null, "approved_at" timestamptz null, "approved_by_id" int null, "disabled_at" timestamptz null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "employee" add constraint "employee_emp_id_unique" unique ("emp_id");`);
    this.addSql(`alter table "employee" add constraint "employee_email_unique" unique ("email");`);
    this.addSql(`create index "employee_manager_status_idx" on "employee" ("manager_id", "status");`);
    this.addSql(`create index "employee_status_created_idx" on "employee" ("status", "created_at");`);

    this.addSql(`create table "one_time_password" ("id" serial primary key, "email" text not null, "purpose" text not null, "code_hash" text not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "failed_attempts" int not null default 0, "verified_at" timestamptz null, "consumed_at" timestamptz null);`);
    this.addSql(`create index "one_time_password_email_purpose_created_idx" on "one_time_password" ("email", "purpose", "created_at");`);

    this.addSql(`create table "mail_outbox" ("id" bigserial primary key, "recipients" jsonb not null, "subject" text not null, "text_body" text not null, "html_body" text null, "attachments" jsonb not null, "created_at" timestamptz not null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "lease_until" timestamptz null, "last_error" text null, "sent_at" timestamptz null, "failed_at" timestamptz null);`);
    this.addSql(`create index "mail_outbox_due_idx" on "mail_outbox" ("next_attempt_at") where "sent_at" is null and "failed_at" is null;`);

    this.addSql(`create table "user_session" ("id" uuid not null, "token_hash" text not null, "employee_id" int not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "ip" text null, "user_agent" text null, constraint "user_session_pkey" primary key ("id"));`);
    this.addSql(`alter table "user_session" add constraint "user_session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "user_session_employee_idx" on "user_session" ("employee_id");`);

    this.addSql(`create table "visitor_pass" ("id" serial primary key, "pass_code" text not null, "visitor_type" text not null, "visitor_type_other" text null, "name" text not null, "phone" text not null, "email" text null, "host_id" int not null, "created_by_id" int not null, "visit_date" date not null, "visit_time" time(0) not null, "link_expires_at" timestamptz not null, "created_at" timestamptz not null, "place_to_visit" text null, "selected_option" text null, "ppe_options" jsonb null, "coming_from" text null, "address" text null, "purpose_of_visit" text null, "additional_visitor_option" text null, "additional_visitors" smallint null, "aadhaar_encrypted" text null, "aadhaar_last4" text null, "submitted_at" timestamptz null, "approve_status" text not null default 'Pending', "approved_at" timestamptz null, "approved_by_id" int null, "check_in" timestamptz null, "check_in_by_id" int null, "check_out" timestamptz null, "check_out_by_id" int null, "anonymised_at" timestamptz null);`);
    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_pass_code_unique" unique ("pass_code");`);
    this.addSql(`create index "visitor_pass_host_date_idx" on "visitor_pass" ("host_id", "visit_date");`);
    this.addSql(`create index "visitor_pass_status_date_idx" on "visitor_pass" ("approve_status", "visit_date");`);
    this.addSql(`create index "visitor_pass_phone_idx" on "visitor_pass" ("phone");`);

    this.addSql(`create table "visitor_photo" ("id" serial primary key, "visitor_pass_id" int not null, "storage_key" text not null, "size_bytes" int not null, "taken_by_id" int null, "created_at" timestamptz not null);`);
    this.addSql(`alter table "visitor_photo" add constraint "visitor_photo_storage_key_unique" unique ("storage_key");`);
    this.addSql(`create index "visitor_photo_pass_created_idx" on "visitor_photo" ("visitor_pass_id", "created_at");`);

    this.addSql(`alter table "employee" add constraint "employee_designation_id_foreign" foreign key ("designation_id") references "designation" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "employee" add constraint "employee_manager_id_foreign" foreign key ("manager_id") references "employee" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "employee" add constraint "employee_approved_by_id_foreign" foreign key ("approved_by_id") references "employee" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "user_session" add constraint "user_session_employee_id_foreign" foreign key ("employee_id") references "employee" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_host_id_foreign" foreign key ("host_id") references "employee" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_created_by_id_foreign" foreign key ("created_by_id") references "employee" ("id") on update cascade on delete restrict;`);
    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_approved_by_id_foreign" foreign key ("approved_by_id") references "employee" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_check_in_by_id_foreign" foreign key ("check_in_by_id") references "employee" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "visitor_pass" add constraint "visitor_pass_check_out_by_id_foreign" foreign key ("check_out_by_id") references "employee" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "visitor_photo" add constraint "visitor_photo_visitor_pass_id_foreign" foreign key ("visitor_pass_id") references "visitor_pass" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "visitor_photo" add constraint "visitor_photo_taken_by_id_foreign" foreign key ("taken_by_id") references "employee" ("id") on update cascade on delete set null;`);

    // The four designations every installation starts with (docs/product/roles-and-screens.md ROLE-01).
    this.addSql(`insert into "designation" ("name") values ('Employee'), ('Manager'), ('Admin'), ('Security') on conflict ("name") do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "employee" drop constraint "employee_designation_id_foreign";`);

    this.addSql(`alter table "employee" drop constraint "employee_manager_id_foreign";`);

    this.addSql(`alter table "employee" drop constraint "employee_approved_by_id_foreign";`);

    this.addSql(`alter table "user_session" drop constraint "user_session_employee_id_foreign";`);

    this.addSql(`alter table "visitor_pass" drop constraint "visitor_pass_host_id_foreign";`);

    this.addSql(`alter table "visitor_pass" drop constraint "visitor_pass_created_by_id_foreign";`);

    this.addSql(`alter table "visitor_pass" drop constraint "visitor_pass_approved_by_id_foreign";`);

    this.addSql(`alter table "visitor_pass" drop constraint "visitor_pass_check_in_by_id_foreign";`);

    this.addSql(`alter table "visitor_pass" drop constraint "visitor_pass_check_out_by_id_foreign";`);

    this.addSql(`alter table "visitor_photo" drop constraint "visitor_photo_taken_by_id_foreign";`);

    this.addSql(`alter table "visitor_photo" drop constraint "visitor_photo_visitor_pass_id_foreign";`);

    this.addSql(`drop table if exists "audit_log" cascade;`);

    this.addSql(`drop table if exists "captcha_challenge" cascade;`);

    this.addSql(`drop table if exists "designation" cascade;`);

    this.addSql(`drop table if exists "employee" cascade;`);

    this.addSql(`drop table if exists "one_time_password" cascade;`);

    this.addSql(`drop table if exists "mail_outbox" cascade;`);

    this.addSql(`drop table if exists "user_session" cascade;`);

    this.addSql(`drop table if exists "visitor_pass" cascade;`);

    this.addSql(`drop table if exists "visitor_photo" cascade;`);
  }

}
