// Proves the detail popup's timeline: received, initiated and completed with their times; a
// pending transaction's next step is current; a failed one ends in Failed with the reason.
import { describe, expect, it } from 'vitest';
import { transactionFixture } from './records.fixture';
import { transactionTimeline } from './transaction-timeline';

const created = '2025-11-23T04:00:00Z';
const initiated = '2025-11-23T04:05:00Z';
const completed = '2025-11-23T04:20:00Z';
const updated = '2025-11-23T04:30:00Z';

describe('transactionTimeline', () => {
  it('shows every step done with its time for a success', () => {
    const steps = transactionTimeline(
      transactionFixture({
        key: '1',
        created_at: created,
        initiated_at: initiated,
        completed_at: completed,
        updated_at: updated,
      }),
    );
    expect(steps).toEqual([
      { name: 'received', state: 'done', at: created },
      { name: 'initiated', state: 'done', at: initiated },
      { name: 'completed', state: 'done', at: completed },
    ]);
  });

  it('falls back to updated_at when no completion time was recorded', () => {
    const steps = transactionTimeline(
      transactionFixture({ key: '1', created_at: created, updated_at: updated }),
    );
    expect(steps[1]).toEqual({ name: 'initiated', state: 'skipped' });
    expect(steps[2]).toEqual({ name: 'completed', state: 'done', at: updated });
  });

  it('marks the next step current while pending', () => {
    const waiting = transactionTimeline(transactionFixture({ key: '0', created_at: created }));
    expect(waiting.map((step) => step.state)).toEqual(['done', 'current', 'upcoming']);
    const initiatedOnly = transactionTimeline(
      transactionFixture({ key: '0', created_at: created, initiated_at: initiated }),
    );
    expect(initiatedOnly.map((step) => step.state)).toEqual(['done', 'done', 'current']);
  });

  it('ends a failed one in Failed with the reason', () => {
    const steps = transactionTimeline(
      transactionFixture({
        key: '2',
        created_at: created,
        initiated_at: initiated,
        completed_at: completed,
        reason: ' Name does not match ',
      }),
    );
    expect(steps[2]).toEqual({
      name: 'failed',
      state: 'failed',
      at: completed,
      reason: 'Name does not match',
    });
    const noReason = transactionTimeline(transactionFixture({ key: '2', reason: null }));
    expect(noReason[2]).not.toHaveProperty('reason');
  });
});
