/** Captcha challenges: the answer's hash, bound to the browser by a cookie, usable once. */
export interface CaptchaChallengesTable {
  id: string;
  answer_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface CaptchaTables {
  captcha_challenges: CaptchaChallengesTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends CaptchaTables {}
}
