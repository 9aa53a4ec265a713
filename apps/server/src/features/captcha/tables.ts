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
