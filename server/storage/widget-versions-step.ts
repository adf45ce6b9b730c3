/**
 * The schema step of drafts and published versions, alike on SQLite and PostgreSQL (sqlite/ and
 * postgres/migrations.ts) but for the type of times and ids. A widget's own row is its published
 * content once `version` is 1 or more (0: never published, not served by /load).
 */
import type { SchemaDialect } from './schema-dialect';

export const WIDGET_VERSIONS_STEP = ({ int: big }: SchemaDialect): string => `
ALTER TABLE widgets ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE widgets ADD COLUMN published_at ${big};
-- Every widget stored before was served: version 1, published when last changed.
UPDATE widgets SET version = 1, published_at = updated_at;

CREATE TABLE widget_drafts (
  widget_id   ${big} PRIMARY KEY,
  widget_type TEXT NOT NULL,
  channel     TEXT NOT NULL,
  name        TEXT NOT NULL,
  sms_keyword TEXT NOT NULL,
  widget_sign TEXT NOT NULL,
  data_json   TEXT NOT NULL,
  updated_at  ${big} NOT NULL
);

CREATE TABLE widget_versions (
  widget_id    ${big} NOT NULL,
  version      INTEGER NOT NULL,
  account_id   TEXT NOT NULL,
  widget_type  TEXT NOT NULL,
  channel      TEXT NOT NULL,
  name         TEXT NOT NULL,
  sms_keyword  TEXT NOT NULL,
  widget_sign  TEXT NOT NULL,
  data_json    TEXT NOT NULL,
  published_at ${big} NOT NULL,
  PRIMARY KEY (widget_id, version)
);
INSERT INTO widget_versions
  SELECT widget_id, version, account_id, widget_type, channel, name, sms_keyword, widget_sign, data_json, published_at FROM widgets;
`;
