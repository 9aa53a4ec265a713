/** Operator-editable site data: settings, home sliders and the announcement notices. */
import type { Generated } from 'kysely';
import type { SliderType } from '@khela/contract';

export interface SiteSettingsTable {
  key: string;
  /** JSON text, so one table holds strings, numbers and lists. */
  value: string;
  updated_at: string;
}

export interface SlidersTable {
  id: Generated<number>;
  name: string;
  link: string;
  thubmnail: string;
  slider_type: SliderType;
  status: number;
  sort_order: number;
}

export interface NoticesTable {
  id: Generated<number>;
  message: string;
  status: number;
  sort_order: number;
  created_at: string;
}

export interface SiteTables {
  site_settings: SiteSettingsTable;
  sliders: SlidersTable;
  notices: NoticesTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends SiteTables {}
}
