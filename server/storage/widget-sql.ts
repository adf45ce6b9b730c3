/**
 * The SQL of widgets, their drafts and their published versions, the same on SQLite and PostgreSQL,
 * written with `?` placeholders (the PostgreSQL storage numbers them: shared-sql.ts, `numberedAll`). Values are
 * always bound, never written into the SQL.
 */
import { WIDGET_VERSIONS_KEPT } from './storage';

const WITH_DRAFT = 'SELECT w.*, d.updated_at AS draft_updated_at FROM widgets w LEFT JOIN widget_drafts d ON d.widget_id = w.widget_id';
const CONTENT = 'widget_type, channel, name, sms_keyword, widget_sign, data_json';
/** Without an id, the next after the highest (a PostgreSQL caller locks the table first). */
const NEW_ID = 'COALESCE(?, (SELECT COALESCE(MAX(widget_id), 0) + 1 FROM widgets))';

export const WIDGET_SQL = {
  list: `${WITH_DRAFT} WHERE w.account_id = ? ORDER BY w.widget_id`,
  listLive: `${WITH_DRAFT} WHERE w.account_id = ? AND w.version > 0 ORDER BY w.widget_id`,
  get: `${WITH_DRAFT} WHERE w.widget_id = ?`,
  /** (id or null, account, six content values, created, updated, published): inserted as version 1, or replaced as the next version. */
  publishContent: `INSERT INTO widgets (widget_id, account_id, ${CONTENT}, created_at, updated_at, version, published_at)
    VALUES (${NEW_ID}, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)
    ON CONFLICT (widget_id) DO UPDATE SET account_id = excluded.account_id, widget_type = excluded.widget_type,
    channel = excluded.channel, name = excluded.name, sms_keyword = excluded.sms_keyword, widget_sign = excluded.widget_sign,
    data_json = excluded.data_json, updated_at = excluded.updated_at, version = widgets.version + 1, published_at = excluded.published_at
    RETURNING widget_id`,
  /** (id or null, account, six content values, created, updated): never published, so not served. */
  insertUnpublished: `INSERT INTO widgets (widget_id, account_id, ${CONTENT}, created_at, updated_at, version, published_at)
    VALUES (${NEW_ID}, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, NULL) RETURNING widget_id`,
  /** (published, updated, id): its own content as the next version. */
  republish: 'UPDATE widgets SET version = version + 1, published_at = ?, updated_at = ? WHERE widget_id = ?',
  /** (id, id): the published content as a version, and the oldest versions past those kept deleted. */
  recordVersion: `INSERT INTO widget_versions (widget_id, version, account_id, ${CONTENT}, published_at)
    SELECT widget_id, version, account_id, ${CONTENT}, published_at FROM widgets WHERE widget_id = ?
    ON CONFLICT (widget_id, version) DO NOTHING`,
  pruneVersions: `DELETE FROM widget_versions WHERE widget_id = ?
    AND version <= (SELECT version FROM widgets WHERE widget_id = ?) - ${WIDGET_VERSIONS_KEPT}`,
  /** (name, updated, id) */
  rename: 'UPDATE widgets SET name = ?, updated_at = ? WHERE widget_id = ?',
  /** (name, id) */
  renameDraft: 'UPDATE widget_drafts SET name = ? WHERE widget_id = ?',
  delete: 'DELETE FROM widgets WHERE widget_id = ?',
  deleteDraft: 'DELETE FROM widget_drafts WHERE widget_id = ?',
  deleteVersions: 'DELETE FROM widget_versions WHERE widget_id = ?',
  /** (account) ×3, in this order: drafts and versions go before the widgets that name them. */
  deleteAccountDrafts: 'DELETE FROM widget_drafts WHERE widget_id IN (SELECT widget_id FROM widgets WHERE account_id = ?)',
  deleteAccountVersions: 'DELETE FROM widget_versions WHERE widget_id IN (SELECT widget_id FROM widgets WHERE account_id = ?)',
  deleteAccountWidgets: 'DELETE FROM widgets WHERE account_id = ?',
  getDraft: 'SELECT * FROM widget_drafts WHERE widget_id = ?',
  /** (id, six content values, updated) */
  saveDraft: `INSERT INTO widget_drafts (widget_id, ${CONTENT}, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (widget_id) DO UPDATE SET widget_type = excluded.widget_type, channel = excluded.channel, name = excluded.name,
    sms_keyword = excluded.sms_keyword, widget_sign = excluded.widget_sign, data_json = excluded.data_json, updated_at = excluded.updated_at`,
  listVersions: `SELECT * FROM widget_versions WHERE widget_id = ? ORDER BY version DESC LIMIT ${WIDGET_VERSIONS_KEPT}`,
  getVersion: 'SELECT * FROM widget_versions WHERE widget_id = ? AND version = ?',
} as const;
