/** Money → Risk flags (owner, finance): every flag of the last 30 days, by kind, newest first. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { riskFlagKinds, type RiskFlagKind } from '@khela/contract';
import { LoadState } from '../shell/load-state';
import { FilterChoice } from '../ui/filter-bar';
import { NumberedPager } from '../ui/pager';
import { listRiskFlags } from './risk-api';
import { RiskFlagList, riskFlagKindLabels } from './risk-flag-list';
import './risk.css';

const kindOptions = riskFlagKinds.map((kind) => ({ value: kind, label: riskFlagKindLabels[kind] }));

function kindOf(value: string): RiskFlagKind | undefined {
  return riskFlagKinds.find((kind) => kind === value);
}

export function RiskFlagsScreen() {
  const [kind, setKind] = useState<RiskFlagKind | undefined>(undefined);
  const [page, setPage] = useState(1);
  const flags = useQuery({
    queryKey: ['risk-flags', kind ?? 'all', page],
    queryFn: () => listRiskFlags({ kind, page }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-label="Risk flags">
      <p className="faint">
        Flags from the last 30 days of deposits, withdrawals, sign-ups and play, as the rules in the
        decisions describe them. A flag is a reason to look, not a finding.
      </p>
      <div className="filters">
        <FilterChoice
          label="Kind"
          allLabel="All kinds"
          options={kindOptions}
          value={kind ?? ''}
          onValueChange={(value) => {
            setKind(kindOf(value));
            setPage(1);
          }}
        />
      </div>
      {flags.isPending || flags.isError ? (
        <LoadState query={flags} what="the risk flags" />
      ) : flags.data.data.length === 0 ? (
        <p className="state">No flags.</p>
      ) : (
        <>
          <p className="faint">
            {flags.data.total} {flags.data.total === 1 ? 'flag' : 'flags'}
          </p>
          <RiskFlagList flags={flags.data.data} />
          <NumberedPager
            page={flags.data.page}
            lastPage={flags.data.last_page}
            isLoading={flags.isFetching}
            onGo={setPage}
          />
        </>
      )}
    </section>
  );
}
