/**
 * An entry's detail: a change's before and after side by side when the entry carries them, and
 * any other facts as name: value.
 */
import type { AuditEntry } from '@khela/contract';

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function Facts({ facts }: { facts: Record<string, unknown> }) {
  const entries = Object.entries(facts);
  if (entries.length === 0) return null;
  return (
    <dl className="facts">
      {entries.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{show(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

export function AuditDetail({ detail }: { detail: AuditEntry['detail'] }) {
  const { before, after, ...rest } = detail;
  const hasChange = before !== undefined || after !== undefined;
  if (!hasChange && Object.keys(rest).length === 0) return <span className="faint">—</span>;
  return (
    <div className="audit-detail">
      {hasChange && (
        <div className="change">
          <div>
            <span className="change-label">Before</span>
            {asRecord(before) ? (
              <Facts facts={asRecord(before) ?? {}} />
            ) : (
              <span>{show(before)}</span>
            )}
          </div>
          <div>
            <span className="change-label">After</span>
            {asRecord(after) ? <Facts facts={asRecord(after) ?? {}} /> : <span>{show(after)}</span>}
          </div>
        </div>
      )}
      <Facts facts={rest} />
    </div>
  );
}
