/** Counts of answers by call and outcome, and the answers that must never happen (5xx, resets). */
import type { Answer } from './http-client.js';

export class Tally {
  readonly byCall = new Map<string, { ok: number; refused: number; failed: number }>();
  readonly failures: string[] = [];
  /** The first refusal of each call, printed with the counts so a refusal-only call is explained. */
  readonly firstRefusal = new Map<string, string>();
  calls = 0;

  record(call: string, answer: Answer): Answer {
    this.calls += 1;
    const entry = this.byCall.get(call) ?? { ok: 0, refused: 0, failed: 0 };
    if (answer.status >= 200 && answer.status < 300) entry.ok += 1;
    else if (answer.status >= 400 && answer.status < 500) {
      entry.refused += 1;
      if (!this.firstRefusal.has(call)) {
        this.firstRefusal.set(call, `${answer.status} ${answer.text.slice(0, 120)}`);
      }
    } else {
      entry.failed += 1;
      if (this.failures.length < 20) {
        this.failures.push(`${call}: ${answer.status} ${answer.text.slice(0, 300)}`);
      }
    }
    this.byCall.set(call, entry);
    return answer;
  }

  table(): string {
    return [...this.byCall.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([call, entry]) =>
          `  ${call.padEnd(18)} ok ${String(entry.ok).padStart(9)}  refused ${String(entry.refused).padStart(8)}  failed ${entry.failed}` +
          (entry.refused > 0 ? `  (first refusal: ${this.firstRefusal.get(call) ?? ''})` : ''),
      )
      .join('\n');
  }
}

export const isOk = (answer: Answer): boolean => answer.status >= 200 && answer.status < 300;
