import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_form_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum__pages_v_blocks_form_settings_reveal" AS ENUM('none', 'fade-up', 'fade-in');
  CREATE TYPE "public"."enum_forms_blocks_text_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_text_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_text_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_textarea_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_textarea_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_textarea_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_email_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_email_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_email_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_phone_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_phone_format" AS ENUM('fr', 'international');
  CREATE TYPE "public"."enum_forms_blocks_phone_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_phone_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_number_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_number_format" AS ENUM('decimal_comma', 'decimal_dot');
  CREATE TYPE "public"."enum_forms_blocks_number_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_number_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_website_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_website_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_website_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_select_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_select_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_select_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_multiselect_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_multiselect_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_multiselect_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_checkboxes_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_checkboxes_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_checkboxes_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_radio_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_radio_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_radio_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_date_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_date_input" AS ENUM('picker', 'text');
  CREATE TYPE "public"."enum_forms_blocks_date_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_date_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_time_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_time_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_time_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_name_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_name_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_name_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_address_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_address_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_address_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_consent_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_consent_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_consent_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_hidden_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_hidden_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_hidden_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_html_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_html_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_html_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_section_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_section_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_section_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_password_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_password_min_strength" AS ENUM('none', 'short', 'bad', 'good', 'strong');
  CREATE TYPE "public"."enum_forms_blocks_password_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_password_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_card_accepted" AS ENUM('visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'maestro');
  CREATE TYPE "public"."enum_forms_blocks_card_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_card_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_card_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_blocks_page_break_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_blocks_page_break_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_blocks_page_break_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_submit_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_confirmations_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_confirmations_type" AS ENUM('message', 'redirect', 'page');
  CREATE TYPE "public"."enum_forms_confirmations_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_confirmations_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_notifications_logic_rules_operator" AS ENUM('is', 'isnot', 'gt', 'lt', 'contains', 'starts_with', 'ends_with');
  CREATE TYPE "public"."enum_forms_notifications_kind" AS ENUM('staff', 'visitor');
  CREATE TYPE "public"."enum_forms_notifications_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_notifications_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_submit_logic_action" AS ENUM('always', 'show', 'hide');
  CREATE TYPE "public"."enum_forms_submit_logic_match" AS ENUM('all', 'any');
  CREATE TYPE "public"."enum_forms_progress" AS ENUM('steps', 'bar', 'none');
  CREATE TYPE "public"."enum_forms_method" AS ENUM('postback', 'ajax', 'iframe');
  CREATE TYPE "public"."enum_form_entries_folder" AS ENUM('inbox', 'spam');
  CREATE TYPE "public"."enum_form_entries_notifications_state" AS ENUM('pending', 'queued', 'none');
  CREATE TYPE "public"."enum_form_outbox_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_form_outbox_kind" AS ENUM('staff', 'visitor');
  CREATE TABLE "pages_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"settings_anchor" varchar,
  	"settings_reveal" "enum_pages_blocks_form_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"settings_anchor" varchar,
  	"settings_reveal" "enum__pages_v_blocks_form_settings_reveal" DEFAULT 'none',
  	"settings_reveal_delay" numeric DEFAULT 0,
  	"settings_template_id" numeric,
  	"settings_background_id" integer,
  	"settings_particles" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_text_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_text_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"max_length" numeric DEFAULT 250,
  	"mask" varchar,
  	"autocomplete" varchar,
  	"logic_action" "enum_forms_blocks_text_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_text_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_textarea_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_textarea_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_textarea" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"max_length" numeric DEFAULT 5000,
  	"rows" numeric DEFAULT 6,
  	"logic_action" "enum_forms_blocks_textarea_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_textarea_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_email_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_email_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_email" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"confirm" boolean DEFAULT false,
  	"logic_action" "enum_forms_blocks_email_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_email_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_phone_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_phone_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_phone" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"format" "enum_forms_blocks_phone_format" DEFAULT 'fr',
  	"logic_action" "enum_forms_blocks_phone_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_phone_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_number_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_number_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_number" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"min" numeric,
  	"max" numeric,
  	"format" "enum_forms_blocks_number_format" DEFAULT 'decimal_comma',
  	"logic_action" "enum_forms_blocks_number_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_number_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_website_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_website_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_website" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"logic_action" "enum_forms_blocks_website_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_website_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_select_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar,
  	"selected" boolean DEFAULT false
  );
  
  CREATE TABLE "forms_blocks_select_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_select_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_select" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"logic_action" "enum_forms_blocks_select_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_select_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_multiselect_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar,
  	"selected" boolean DEFAULT false
  );
  
  CREATE TABLE "forms_blocks_multiselect_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_multiselect_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_multiselect" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"logic_action" "enum_forms_blocks_multiselect_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_multiselect_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_checkboxes_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar,
  	"selected" boolean DEFAULT false
  );
  
  CREATE TABLE "forms_blocks_checkboxes_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_checkboxes_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_checkboxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"select_all" boolean DEFAULT false,
  	"logic_action" "enum_forms_blocks_checkboxes_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_checkboxes_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_radio_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar,
  	"selected" boolean DEFAULT false
  );
  
  CREATE TABLE "forms_blocks_radio_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_radio_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_radio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"allow_other" boolean DEFAULT false,
  	"logic_action" "enum_forms_blocks_radio_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_radio_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_date_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_date_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_date" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"input" "enum_forms_blocks_date_input" DEFAULT 'picker',
  	"logic_action" "enum_forms_blocks_date_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_date_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_time_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_time_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_time" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"logic_action" "enum_forms_blocks_time_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_time_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_name_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_name_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_name" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"logic_action" "enum_forms_blocks_name_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_name_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_address_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_address_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_address" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"default_value" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"show_line2" boolean DEFAULT true,
  	"logic_action" "enum_forms_blocks_address_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_address_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_consent_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_consent_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_consent" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"css_class" varchar,
  	"text" varchar DEFAULT 'J’accepte que les informations saisies soient utilisées pour traiter ma demande, conformément à la politique de confidentialité.',
  	"logic_action" "enum_forms_blocks_consent_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_consent_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_hidden_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_hidden_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_hidden" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"default_value" varchar,
  	"css_class" varchar,
  	"logic_action" "enum_forms_blocks_hidden_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_hidden_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_html_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_html_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_html" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"css_class" varchar,
  	"content" jsonb,
  	"logic_action" "enum_forms_blocks_html_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_html_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_section_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_section_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_section" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"css_class" varchar,
  	"logic_action" "enum_forms_blocks_section_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_section_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_password_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_password_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_password" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"confirm" boolean DEFAULT true,
  	"min_strength" "enum_forms_blocks_password_min_strength" DEFAULT 'good',
  	"logic_action" "enum_forms_blocks_password_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_password_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_card_accepted" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_forms_blocks_card_accepted",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "forms_blocks_card_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_card_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_card" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"placeholder" varchar,
  	"required" boolean DEFAULT false,
  	"css_class" varchar,
  	"logic_action" "enum_forms_blocks_card_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_card_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_page_break_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_blocks_page_break_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_blocks_page_break" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"next_label" varchar,
  	"previous_label" varchar,
  	"logic_action" "enum_forms_blocks_page_break_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_blocks_page_break_logic_match" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_submit_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_submit_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_confirmations_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_confirmations_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_confirmations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"type" "enum_forms_confirmations_type" DEFAULT 'message',
  	"message" varchar,
  	"redirect_url" varchar,
  	"page_id" integer,
  	"logic_action" "enum_forms_confirmations_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_confirmations_logic_match" DEFAULT 'all'
  );
  
  CREATE TABLE "forms_notifications_logic_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"operator" "enum_forms_notifications_logic_rules_operator" DEFAULT 'is',
  	"value" varchar
  );
  
  CREATE TABLE "forms_notifications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"enabled" boolean DEFAULT true,
  	"kind" "enum_forms_notifications_kind" DEFAULT 'staff',
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"reply_to" varchar,
  	"body" varchar DEFAULT '{all_fields}',
  	"logic_action" "enum_forms_notifications_logic_action" DEFAULT 'always',
  	"logic_match" "enum_forms_notifications_logic_match" DEFAULT 'all'
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"display_title" boolean DEFAULT true,
  	"display_description" boolean DEFAULT true,
  	"submit_label" varchar DEFAULT 'Envoyer',
  	"submit_logic_action" "enum_forms_submit_logic_action" DEFAULT 'always',
  	"submit_logic_match" "enum_forms_submit_logic_match" DEFAULT 'all',
  	"first_page_name" varchar,
  	"progress" "enum_forms_progress" DEFAULT 'steps',
  	"method" "enum_forms_method" DEFAULT 'postback',
  	"honeypot" boolean DEFAULT true,
  	"entry_limit" numeric,
  	"entry_limit_message" varchar,
  	"opens_at" timestamp(3) with time zone,
  	"closes_at" timestamp(3) with time zone,
  	"closed_message" varchar,
  	"retention_days" numeric DEFAULT 1095,
  	"css_class" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_entries_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "form_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"form_id" integer NOT NULL,
  	"folder" "enum_form_entries_folder" DEFAULT 'inbox',
  	"read" boolean DEFAULT false,
  	"starred" boolean DEFAULT false,
  	"answers" jsonb NOT NULL,
  	"submission_id" varchar NOT NULL,
  	"meta_source_url" varchar,
  	"meta_referrer" varchar,
  	"meta_user_agent" varchar,
  	"meta_method" varchar,
  	"spam_reasons" varchar,
  	"spam_elapsed_ms" numeric,
  	"spam_version_hash" varchar,
  	"confirmation" jsonb,
  	"notifications_state" "enum_form_entries_notifications_state" DEFAULT 'pending',
  	"search_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_form_outbox_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"locked_until" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"transport" varchar,
  	"last_error" varchar,
  	"entry_id" integer,
  	"dedupe_key" varchar NOT NULL,
  	"kind" "enum_form_outbox_kind",
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_states" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"form_id" integer NOT NULL,
  	"raw" jsonb NOT NULL,
  	"errors" jsonb,
  	"form_error" varchar,
  	"page" numeric DEFAULT 1 NOT NULL,
  	"context" jsonb,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_outbox_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_states_id" integer;
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_settings_background_id_media_id_fk" FOREIGN KEY ("settings_background_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_text_logic_rules" ADD CONSTRAINT "forms_blocks_text_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_text" ADD CONSTRAINT "forms_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_textarea_logic_rules" ADD CONSTRAINT "forms_blocks_textarea_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_textarea"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_textarea" ADD CONSTRAINT "forms_blocks_textarea_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_email_logic_rules" ADD CONSTRAINT "forms_blocks_email_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_email"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_email" ADD CONSTRAINT "forms_blocks_email_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_phone_logic_rules" ADD CONSTRAINT "forms_blocks_phone_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_phone"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_phone" ADD CONSTRAINT "forms_blocks_phone_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_number_logic_rules" ADD CONSTRAINT "forms_blocks_number_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_number"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_number" ADD CONSTRAINT "forms_blocks_number_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_website_logic_rules" ADD CONSTRAINT "forms_blocks_website_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_website"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_website" ADD CONSTRAINT "forms_blocks_website_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select_choices" ADD CONSTRAINT "forms_blocks_select_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_select"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select_logic_rules" ADD CONSTRAINT "forms_blocks_select_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_select"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select" ADD CONSTRAINT "forms_blocks_select_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_multiselect_choices" ADD CONSTRAINT "forms_blocks_multiselect_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_multiselect"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_multiselect_logic_rules" ADD CONSTRAINT "forms_blocks_multiselect_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_multiselect"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_multiselect" ADD CONSTRAINT "forms_blocks_multiselect_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkboxes_choices" ADD CONSTRAINT "forms_blocks_checkboxes_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_checkboxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkboxes_logic_rules" ADD CONSTRAINT "forms_blocks_checkboxes_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_checkboxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkboxes" ADD CONSTRAINT "forms_blocks_checkboxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_radio_choices" ADD CONSTRAINT "forms_blocks_radio_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_radio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_radio_logic_rules" ADD CONSTRAINT "forms_blocks_radio_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_radio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_radio" ADD CONSTRAINT "forms_blocks_radio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_date_logic_rules" ADD CONSTRAINT "forms_blocks_date_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_date"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_date" ADD CONSTRAINT "forms_blocks_date_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_time_logic_rules" ADD CONSTRAINT "forms_blocks_time_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_time"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_time" ADD CONSTRAINT "forms_blocks_time_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_name_logic_rules" ADD CONSTRAINT "forms_blocks_name_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_name"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_name" ADD CONSTRAINT "forms_blocks_name_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_address_logic_rules" ADD CONSTRAINT "forms_blocks_address_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_address"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_address" ADD CONSTRAINT "forms_blocks_address_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_consent_logic_rules" ADD CONSTRAINT "forms_blocks_consent_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_consent"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_consent" ADD CONSTRAINT "forms_blocks_consent_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_hidden_logic_rules" ADD CONSTRAINT "forms_blocks_hidden_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_hidden"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_hidden" ADD CONSTRAINT "forms_blocks_hidden_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_html_logic_rules" ADD CONSTRAINT "forms_blocks_html_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_html"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_html" ADD CONSTRAINT "forms_blocks_html_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_section_logic_rules" ADD CONSTRAINT "forms_blocks_section_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_section"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_section" ADD CONSTRAINT "forms_blocks_section_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_password_logic_rules" ADD CONSTRAINT "forms_blocks_password_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_password"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_password" ADD CONSTRAINT "forms_blocks_password_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_card_accepted" ADD CONSTRAINT "forms_blocks_card_accepted_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms_blocks_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_card_logic_rules" ADD CONSTRAINT "forms_blocks_card_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_card"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_card" ADD CONSTRAINT "forms_blocks_card_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_page_break_logic_rules" ADD CONSTRAINT "forms_blocks_page_break_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_page_break"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_page_break" ADD CONSTRAINT "forms_blocks_page_break_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_submit_logic_rules" ADD CONSTRAINT "forms_submit_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_confirmations_logic_rules" ADD CONSTRAINT "forms_confirmations_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_confirmations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_confirmations" ADD CONSTRAINT "forms_confirmations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_confirmations" ADD CONSTRAINT "forms_confirmations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_notifications_logic_rules" ADD CONSTRAINT "forms_notifications_logic_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_notifications" ADD CONSTRAINT "forms_notifications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_entries_notes" ADD CONSTRAINT "form_entries_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_entries_notes" ADD CONSTRAINT "form_entries_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_entries" ADD CONSTRAINT "form_entries_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_outbox" ADD CONSTRAINT "form_outbox_entry_id_form_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."form_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_states" ADD CONSTRAINT "form_states_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_form_order_idx" ON "pages_blocks_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_parent_id_idx" ON "pages_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_path_idx" ON "pages_blocks_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_form_form_idx" ON "pages_blocks_form" USING btree ("form_id");
  CREATE INDEX "pages_blocks_form_settings_settings_background_idx" ON "pages_blocks_form" USING btree ("settings_background_id");
  CREATE INDEX "_pages_v_blocks_form_order_idx" ON "_pages_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_parent_id_idx" ON "_pages_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_path_idx" ON "_pages_v_blocks_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_form_form_idx" ON "_pages_v_blocks_form" USING btree ("form_id");
  CREATE INDEX "_pages_v_blocks_form_settings_settings_background_idx" ON "_pages_v_blocks_form" USING btree ("settings_background_id");
  CREATE INDEX "forms_blocks_text_logic_rules_order_idx" ON "forms_blocks_text_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_text_logic_rules_parent_id_idx" ON "forms_blocks_text_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_text_order_idx" ON "forms_blocks_text" USING btree ("_order");
  CREATE INDEX "forms_blocks_text_parent_id_idx" ON "forms_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_text_path_idx" ON "forms_blocks_text" USING btree ("_path");
  CREATE INDEX "forms_blocks_textarea_logic_rules_order_idx" ON "forms_blocks_textarea_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_textarea_logic_rules_parent_id_idx" ON "forms_blocks_textarea_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_textarea_order_idx" ON "forms_blocks_textarea" USING btree ("_order");
  CREATE INDEX "forms_blocks_textarea_parent_id_idx" ON "forms_blocks_textarea" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_textarea_path_idx" ON "forms_blocks_textarea" USING btree ("_path");
  CREATE INDEX "forms_blocks_email_logic_rules_order_idx" ON "forms_blocks_email_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_email_logic_rules_parent_id_idx" ON "forms_blocks_email_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_email_order_idx" ON "forms_blocks_email" USING btree ("_order");
  CREATE INDEX "forms_blocks_email_parent_id_idx" ON "forms_blocks_email" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_email_path_idx" ON "forms_blocks_email" USING btree ("_path");
  CREATE INDEX "forms_blocks_phone_logic_rules_order_idx" ON "forms_blocks_phone_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_phone_logic_rules_parent_id_idx" ON "forms_blocks_phone_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_phone_order_idx" ON "forms_blocks_phone" USING btree ("_order");
  CREATE INDEX "forms_blocks_phone_parent_id_idx" ON "forms_blocks_phone" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_phone_path_idx" ON "forms_blocks_phone" USING btree ("_path");
  CREATE INDEX "forms_blocks_number_logic_rules_order_idx" ON "forms_blocks_number_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_number_logic_rules_parent_id_idx" ON "forms_blocks_number_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_number_order_idx" ON "forms_blocks_number" USING btree ("_order");
  CREATE INDEX "forms_blocks_number_parent_id_idx" ON "forms_blocks_number" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_number_path_idx" ON "forms_blocks_number" USING btree ("_path");
  CREATE INDEX "forms_blocks_website_logic_rules_order_idx" ON "forms_blocks_website_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_website_logic_rules_parent_id_idx" ON "forms_blocks_website_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_website_order_idx" ON "forms_blocks_website" USING btree ("_order");
  CREATE INDEX "forms_blocks_website_parent_id_idx" ON "forms_blocks_website" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_website_path_idx" ON "forms_blocks_website" USING btree ("_path");
  CREATE INDEX "forms_blocks_select_choices_order_idx" ON "forms_blocks_select_choices" USING btree ("_order");
  CREATE INDEX "forms_blocks_select_choices_parent_id_idx" ON "forms_blocks_select_choices" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_select_logic_rules_order_idx" ON "forms_blocks_select_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_select_logic_rules_parent_id_idx" ON "forms_blocks_select_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_select_order_idx" ON "forms_blocks_select" USING btree ("_order");
  CREATE INDEX "forms_blocks_select_parent_id_idx" ON "forms_blocks_select" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_select_path_idx" ON "forms_blocks_select" USING btree ("_path");
  CREATE INDEX "forms_blocks_multiselect_choices_order_idx" ON "forms_blocks_multiselect_choices" USING btree ("_order");
  CREATE INDEX "forms_blocks_multiselect_choices_parent_id_idx" ON "forms_blocks_multiselect_choices" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_multiselect_logic_rules_order_idx" ON "forms_blocks_multiselect_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_multiselect_logic_rules_parent_id_idx" ON "forms_blocks_multiselect_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_multiselect_order_idx" ON "forms_blocks_multiselect" USING btree ("_order");
  CREATE INDEX "forms_blocks_multiselect_parent_id_idx" ON "forms_blocks_multiselect" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_multiselect_path_idx" ON "forms_blocks_multiselect" USING btree ("_path");
  CREATE INDEX "forms_blocks_checkboxes_choices_order_idx" ON "forms_blocks_checkboxes_choices" USING btree ("_order");
  CREATE INDEX "forms_blocks_checkboxes_choices_parent_id_idx" ON "forms_blocks_checkboxes_choices" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_checkboxes_logic_rules_order_idx" ON "forms_blocks_checkboxes_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_checkboxes_logic_rules_parent_id_idx" ON "forms_blocks_checkboxes_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_checkboxes_order_idx" ON "forms_blocks_checkboxes" USING btree ("_order");
  CREATE INDEX "forms_blocks_checkboxes_parent_id_idx" ON "forms_blocks_checkboxes" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_checkboxes_path_idx" ON "forms_blocks_checkboxes" USING btree ("_path");
  CREATE INDEX "forms_blocks_radio_choices_order_idx" ON "forms_blocks_radio_choices" USING btree ("_order");
  CREATE INDEX "forms_blocks_radio_choices_parent_id_idx" ON "forms_blocks_radio_choices" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_radio_logic_rules_order_idx" ON "forms_blocks_radio_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_radio_logic_rules_parent_id_idx" ON "forms_blocks_radio_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_radio_order_idx" ON "forms_blocks_radio" USING btree ("_order");
  CREATE INDEX "forms_blocks_radio_parent_id_idx" ON "forms_blocks_radio" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_radio_path_idx" ON "forms_blocks_radio" USING btree ("_path");
  CREATE INDEX "forms_blocks_date_logic_rules_order_idx" ON "forms_blocks_date_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_date_logic_rules_parent_id_idx" ON "forms_blocks_date_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_date_order_idx" ON "forms_blocks_date" USING btree ("_order");
  CREATE INDEX "forms_blocks_date_parent_id_idx" ON "forms_blocks_date" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_date_path_idx" ON "forms_blocks_date" USING btree ("_path");
  CREATE INDEX "forms_blocks_time_logic_rules_order_idx" ON "forms_blocks_time_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_time_logic_rules_parent_id_idx" ON "forms_blocks_time_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_time_order_idx" ON "forms_blocks_time" USING btree ("_order");
  CREATE INDEX "forms_blocks_time_parent_id_idx" ON "forms_blocks_time" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_time_path_idx" ON "forms_blocks_time" USING btree ("_path");
  CREATE INDEX "forms_blocks_name_logic_rules_order_idx" ON "forms_blocks_name_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_name_logic_rules_parent_id_idx" ON "forms_blocks_name_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_name_order_idx" ON "forms_blocks_name" USING btree ("_order");
  CREATE INDEX "forms_blocks_name_parent_id_idx" ON "forms_blocks_name" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_name_path_idx" ON "forms_blocks_name" USING btree ("_path");
  CREATE INDEX "forms_blocks_address_logic_rules_order_idx" ON "forms_blocks_address_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_address_logic_rules_parent_id_idx" ON "forms_blocks_address_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_address_order_idx" ON "forms_blocks_address" USING btree ("_order");
  CREATE INDEX "forms_blocks_address_parent_id_idx" ON "forms_blocks_address" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_address_path_idx" ON "forms_blocks_address" USING btree ("_path");
  CREATE INDEX "forms_blocks_consent_logic_rules_order_idx" ON "forms_blocks_consent_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_consent_logic_rules_parent_id_idx" ON "forms_blocks_consent_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_consent_order_idx" ON "forms_blocks_consent" USING btree ("_order");
  CREATE INDEX "forms_blocks_consent_parent_id_idx" ON "forms_blocks_consent" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_consent_path_idx" ON "forms_blocks_consent" USING btree ("_path");
  CREATE INDEX "forms_blocks_hidden_logic_rules_order_idx" ON "forms_blocks_hidden_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_hidden_logic_rules_parent_id_idx" ON "forms_blocks_hidden_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_hidden_order_idx" ON "forms_blocks_hidden" USING btree ("_order");
  CREATE INDEX "forms_blocks_hidden_parent_id_idx" ON "forms_blocks_hidden" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_hidden_path_idx" ON "forms_blocks_hidden" USING btree ("_path");
  CREATE INDEX "forms_blocks_html_logic_rules_order_idx" ON "forms_blocks_html_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_html_logic_rules_parent_id_idx" ON "forms_blocks_html_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_html_order_idx" ON "forms_blocks_html" USING btree ("_order");
  CREATE INDEX "forms_blocks_html_parent_id_idx" ON "forms_blocks_html" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_html_path_idx" ON "forms_blocks_html" USING btree ("_path");
  CREATE INDEX "forms_blocks_section_logic_rules_order_idx" ON "forms_blocks_section_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_section_logic_rules_parent_id_idx" ON "forms_blocks_section_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_section_order_idx" ON "forms_blocks_section" USING btree ("_order");
  CREATE INDEX "forms_blocks_section_parent_id_idx" ON "forms_blocks_section" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_section_path_idx" ON "forms_blocks_section" USING btree ("_path");
  CREATE INDEX "forms_blocks_password_logic_rules_order_idx" ON "forms_blocks_password_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_password_logic_rules_parent_id_idx" ON "forms_blocks_password_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_password_order_idx" ON "forms_blocks_password" USING btree ("_order");
  CREATE INDEX "forms_blocks_password_parent_id_idx" ON "forms_blocks_password" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_password_path_idx" ON "forms_blocks_password" USING btree ("_path");
  CREATE INDEX "forms_blocks_card_accepted_order_idx" ON "forms_blocks_card_accepted" USING btree ("order");
  CREATE INDEX "forms_blocks_card_accepted_parent_idx" ON "forms_blocks_card_accepted" USING btree ("parent_id");
  CREATE INDEX "forms_blocks_card_logic_rules_order_idx" ON "forms_blocks_card_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_card_logic_rules_parent_id_idx" ON "forms_blocks_card_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_card_order_idx" ON "forms_blocks_card" USING btree ("_order");
  CREATE INDEX "forms_blocks_card_parent_id_idx" ON "forms_blocks_card" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_card_path_idx" ON "forms_blocks_card" USING btree ("_path");
  CREATE INDEX "forms_blocks_page_break_logic_rules_order_idx" ON "forms_blocks_page_break_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_blocks_page_break_logic_rules_parent_id_idx" ON "forms_blocks_page_break_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_page_break_order_idx" ON "forms_blocks_page_break" USING btree ("_order");
  CREATE INDEX "forms_blocks_page_break_parent_id_idx" ON "forms_blocks_page_break" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_page_break_path_idx" ON "forms_blocks_page_break" USING btree ("_path");
  CREATE INDEX "forms_submit_logic_rules_order_idx" ON "forms_submit_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_submit_logic_rules_parent_id_idx" ON "forms_submit_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_confirmations_logic_rules_order_idx" ON "forms_confirmations_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_confirmations_logic_rules_parent_id_idx" ON "forms_confirmations_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_confirmations_order_idx" ON "forms_confirmations" USING btree ("_order");
  CREATE INDEX "forms_confirmations_parent_id_idx" ON "forms_confirmations" USING btree ("_parent_id");
  CREATE INDEX "forms_confirmations_page_idx" ON "forms_confirmations" USING btree ("page_id");
  CREATE INDEX "forms_notifications_logic_rules_order_idx" ON "forms_notifications_logic_rules" USING btree ("_order");
  CREATE INDEX "forms_notifications_logic_rules_parent_id_idx" ON "forms_notifications_logic_rules" USING btree ("_parent_id");
  CREATE INDEX "forms_notifications_order_idx" ON "forms_notifications" USING btree ("_order");
  CREATE INDEX "forms_notifications_parent_id_idx" ON "forms_notifications" USING btree ("_parent_id");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "form_entries_notes_order_idx" ON "form_entries_notes" USING btree ("_order");
  CREATE INDEX "form_entries_notes_parent_id_idx" ON "form_entries_notes" USING btree ("_parent_id");
  CREATE INDEX "form_entries_notes_author_idx" ON "form_entries_notes" USING btree ("author_id");
  CREATE INDEX "form_entries_form_idx" ON "form_entries" USING btree ("form_id");
  CREATE INDEX "form_entries_folder_idx" ON "form_entries" USING btree ("folder");
  CREATE UNIQUE INDEX "form_entries_submission_id_idx" ON "form_entries" USING btree ("submission_id");
  CREATE INDEX "form_entries_notifications_state_idx" ON "form_entries" USING btree ("notifications_state");
  CREATE INDEX "form_entries_updated_at_idx" ON "form_entries" USING btree ("updated_at");
  CREATE INDEX "form_entries_created_at_idx" ON "form_entries" USING btree ("created_at");
  CREATE INDEX "form_outbox_status_idx" ON "form_outbox" USING btree ("status");
  CREATE INDEX "form_outbox_next_attempt_at_idx" ON "form_outbox" USING btree ("next_attempt_at");
  CREATE INDEX "form_outbox_entry_idx" ON "form_outbox" USING btree ("entry_id");
  CREATE UNIQUE INDEX "form_outbox_dedupe_key_idx" ON "form_outbox" USING btree ("dedupe_key");
  CREATE INDEX "form_outbox_updated_at_idx" ON "form_outbox" USING btree ("updated_at");
  CREATE INDEX "form_outbox_created_at_idx" ON "form_outbox" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_states_token_hash_idx" ON "form_states" USING btree ("token_hash");
  CREATE INDEX "form_states_form_idx" ON "form_states" USING btree ("form_id");
  CREATE INDEX "form_states_expires_at_idx" ON "form_states" USING btree ("expires_at");
  CREATE INDEX "form_states_updated_at_idx" ON "form_states" USING btree ("updated_at");
  CREATE INDEX "form_states_created_at_idx" ON "form_states" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_entries_fk" FOREIGN KEY ("form_entries_id") REFERENCES "public"."form_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_outbox_fk" FOREIGN KEY ("form_outbox_id") REFERENCES "public"."form_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_states_fk" FOREIGN KEY ("form_states_id") REFERENCES "public"."form_states"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("form_entries_id");
  CREATE INDEX "payload_locked_documents_rels_form_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("form_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_form_states_id_idx" ON "payload_locked_documents_rels" USING btree ("form_states_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_text_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_textarea_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_textarea" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_email_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_email" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_phone_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_phone" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_number_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_number" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_website_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_website" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_multiselect_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_multiselect_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_multiselect" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkboxes_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkboxes_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkboxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_radio_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_radio_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_radio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_date_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_time_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_time" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_name_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_name" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_address_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_address" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_consent_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_consent" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_hidden_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_hidden" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_html_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_html" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_section_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_section" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_password_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_password" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_card_accepted" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_card_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_card" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_page_break_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_page_break" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_submit_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_confirmations_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_confirmations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_notifications_logic_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_notifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_entries_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_states" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_form" CASCADE;
  DROP TABLE "_pages_v_blocks_form" CASCADE;
  DROP TABLE "forms_blocks_text_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_text" CASCADE;
  DROP TABLE "forms_blocks_textarea_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_textarea" CASCADE;
  DROP TABLE "forms_blocks_email_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_email" CASCADE;
  DROP TABLE "forms_blocks_phone_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_phone" CASCADE;
  DROP TABLE "forms_blocks_number_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_number" CASCADE;
  DROP TABLE "forms_blocks_website_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_website" CASCADE;
  DROP TABLE "forms_blocks_select_choices" CASCADE;
  DROP TABLE "forms_blocks_select_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_select" CASCADE;
  DROP TABLE "forms_blocks_multiselect_choices" CASCADE;
  DROP TABLE "forms_blocks_multiselect_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_multiselect" CASCADE;
  DROP TABLE "forms_blocks_checkboxes_choices" CASCADE;
  DROP TABLE "forms_blocks_checkboxes_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_checkboxes" CASCADE;
  DROP TABLE "forms_blocks_radio_choices" CASCADE;
  DROP TABLE "forms_blocks_radio_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_radio" CASCADE;
  DROP TABLE "forms_blocks_date_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_date" CASCADE;
  DROP TABLE "forms_blocks_time_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_time" CASCADE;
  DROP TABLE "forms_blocks_name_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_name" CASCADE;
  DROP TABLE "forms_blocks_address_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_address" CASCADE;
  DROP TABLE "forms_blocks_consent_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_consent" CASCADE;
  DROP TABLE "forms_blocks_hidden_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_hidden" CASCADE;
  DROP TABLE "forms_blocks_html_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_html" CASCADE;
  DROP TABLE "forms_blocks_section_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_section" CASCADE;
  DROP TABLE "forms_blocks_password_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_password" CASCADE;
  DROP TABLE "forms_blocks_card_accepted" CASCADE;
  DROP TABLE "forms_blocks_card_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_card" CASCADE;
  DROP TABLE "forms_blocks_page_break_logic_rules" CASCADE;
  DROP TABLE "forms_blocks_page_break" CASCADE;
  DROP TABLE "forms_submit_logic_rules" CASCADE;
  DROP TABLE "forms_confirmations_logic_rules" CASCADE;
  DROP TABLE "forms_confirmations" CASCADE;
  DROP TABLE "forms_notifications_logic_rules" CASCADE;
  DROP TABLE "forms_notifications" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "form_entries_notes" CASCADE;
  DROP TABLE "form_entries" CASCADE;
  DROP TABLE "form_outbox" CASCADE;
  DROP TABLE "form_states" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_outbox_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_states_fk";
  
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_outbox_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_states_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_outbox_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_states_id";
  DROP TYPE "public"."enum_pages_blocks_form_settings_reveal";
  DROP TYPE "public"."enum__pages_v_blocks_form_settings_reveal";
  DROP TYPE "public"."enum_forms_blocks_text_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_text_logic_action";
  DROP TYPE "public"."enum_forms_blocks_text_logic_match";
  DROP TYPE "public"."enum_forms_blocks_textarea_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_textarea_logic_action";
  DROP TYPE "public"."enum_forms_blocks_textarea_logic_match";
  DROP TYPE "public"."enum_forms_blocks_email_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_email_logic_action";
  DROP TYPE "public"."enum_forms_blocks_email_logic_match";
  DROP TYPE "public"."enum_forms_blocks_phone_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_phone_format";
  DROP TYPE "public"."enum_forms_blocks_phone_logic_action";
  DROP TYPE "public"."enum_forms_blocks_phone_logic_match";
  DROP TYPE "public"."enum_forms_blocks_number_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_number_format";
  DROP TYPE "public"."enum_forms_blocks_number_logic_action";
  DROP TYPE "public"."enum_forms_blocks_number_logic_match";
  DROP TYPE "public"."enum_forms_blocks_website_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_website_logic_action";
  DROP TYPE "public"."enum_forms_blocks_website_logic_match";
  DROP TYPE "public"."enum_forms_blocks_select_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_select_logic_action";
  DROP TYPE "public"."enum_forms_blocks_select_logic_match";
  DROP TYPE "public"."enum_forms_blocks_multiselect_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_multiselect_logic_action";
  DROP TYPE "public"."enum_forms_blocks_multiselect_logic_match";
  DROP TYPE "public"."enum_forms_blocks_checkboxes_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_checkboxes_logic_action";
  DROP TYPE "public"."enum_forms_blocks_checkboxes_logic_match";
  DROP TYPE "public"."enum_forms_blocks_radio_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_radio_logic_action";
  DROP TYPE "public"."enum_forms_blocks_radio_logic_match";
  DROP TYPE "public"."enum_forms_blocks_date_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_date_input";
  DROP TYPE "public"."enum_forms_blocks_date_logic_action";
  DROP TYPE "public"."enum_forms_blocks_date_logic_match";
  DROP TYPE "public"."enum_forms_blocks_time_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_time_logic_action";
  DROP TYPE "public"."enum_forms_blocks_time_logic_match";
  DROP TYPE "public"."enum_forms_blocks_name_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_name_logic_action";
  DROP TYPE "public"."enum_forms_blocks_name_logic_match";
  DROP TYPE "public"."enum_forms_blocks_address_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_address_logic_action";
  DROP TYPE "public"."enum_forms_blocks_address_logic_match";
  DROP TYPE "public"."enum_forms_blocks_consent_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_consent_logic_action";
  DROP TYPE "public"."enum_forms_blocks_consent_logic_match";
  DROP TYPE "public"."enum_forms_blocks_hidden_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_hidden_logic_action";
  DROP TYPE "public"."enum_forms_blocks_hidden_logic_match";
  DROP TYPE "public"."enum_forms_blocks_html_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_html_logic_action";
  DROP TYPE "public"."enum_forms_blocks_html_logic_match";
  DROP TYPE "public"."enum_forms_blocks_section_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_section_logic_action";
  DROP TYPE "public"."enum_forms_blocks_section_logic_match";
  DROP TYPE "public"."enum_forms_blocks_password_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_password_min_strength";
  DROP TYPE "public"."enum_forms_blocks_password_logic_action";
  DROP TYPE "public"."enum_forms_blocks_password_logic_match";
  DROP TYPE "public"."enum_forms_blocks_card_accepted";
  DROP TYPE "public"."enum_forms_blocks_card_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_card_logic_action";
  DROP TYPE "public"."enum_forms_blocks_card_logic_match";
  DROP TYPE "public"."enum_forms_blocks_page_break_logic_rules_operator";
  DROP TYPE "public"."enum_forms_blocks_page_break_logic_action";
  DROP TYPE "public"."enum_forms_blocks_page_break_logic_match";
  DROP TYPE "public"."enum_forms_submit_logic_rules_operator";
  DROP TYPE "public"."enum_forms_confirmations_logic_rules_operator";
  DROP TYPE "public"."enum_forms_confirmations_type";
  DROP TYPE "public"."enum_forms_confirmations_logic_action";
  DROP TYPE "public"."enum_forms_confirmations_logic_match";
  DROP TYPE "public"."enum_forms_notifications_logic_rules_operator";
  DROP TYPE "public"."enum_forms_notifications_kind";
  DROP TYPE "public"."enum_forms_notifications_logic_action";
  DROP TYPE "public"."enum_forms_notifications_logic_match";
  DROP TYPE "public"."enum_forms_submit_logic_action";
  DROP TYPE "public"."enum_forms_submit_logic_match";
  DROP TYPE "public"."enum_forms_progress";
  DROP TYPE "public"."enum_forms_method";
  DROP TYPE "public"."enum_form_entries_folder";
  DROP TYPE "public"."enum_form_entries_notifications_state";
  DROP TYPE "public"."enum_form_outbox_status";
  DROP TYPE "public"."enum_form_outbox_kind";`)
}
