/** The player's market block: exchange and casino-sports markets open or blocked, and whether the blocks apply. */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlayerDetailResponse, SetMarketBlockRequest } from '@khela/contract';
import { ChangeNotice } from '../ui/change-notice';
import { setMarketBlock } from './players-api';

interface Props {
  playerId: number;
  block: PlayerDetailResponse['market_block'];
  editable: boolean;
}

function describe(flag: number): string {
  return flag === 1 ? 'Open' : 'Blocked';
}

export function MarketBlockForm({ playerId, block, editable }: Props) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<SetMarketBlockRequest>({
    exchange_market: block.exchange_market === 0 ? 0 : 1,
    cs_market: block.cs_market === 0 ? 0 : 1,
    status: block.status === 'inactive' ? 'inactive' : 'active',
  });
  const save = useMutation({
    mutationFn: () => setMarketBlock(playerId, draft),
    onSuccess: () => client.invalidateQueries({ queryKey: ['player', playerId] }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };

  if (!editable) {
    return (
      <dl className="facts">
        <dt>Exchange</dt>
        <dd>{describe(block.exchange_market)}</dd>
        <dt>Casino sports</dt>
        <dd>{describe(block.cs_market)}</dd>
        <dt>Blocks</dt>
        <dd>{block.status === 'inactive' ? 'Apply' : 'Lifted'}</dd>
      </dl>
    );
  }
  return (
    <form className="filters" onSubmit={submit} aria-label="Market block">
      <label className="field">
        <span className="field-label">Exchange</span>
        <select
          name="exchange_market"
          value={draft.exchange_market}
          onChange={(event) =>
            setDraft({ ...draft, exchange_market: event.target.value === '0' ? 0 : 1 })
          }
        >
          <option value={1}>Open</option>
          <option value={0}>Blocked</option>
        </select>
      </label>
      <label className="field">
        <span className="field-label">Casino sports</span>
        <select
          name="cs_market"
          value={draft.cs_market}
          onChange={(event) =>
            setDraft({ ...draft, cs_market: event.target.value === '0' ? 0 : 1 })
          }
        >
          <option value={1}>Open</option>
          <option value={0}>Blocked</option>
        </select>
      </label>
      <label className="field">
        <span className="field-label">Blocks</span>
        <select
          name="status"
          value={draft.status}
          onChange={(event) =>
            setDraft({
              ...draft,
              status: event.target.value === 'inactive' ? 'inactive' : 'active',
            })
          }
        >
          <option value="inactive">Apply</option>
          <option value="active">Lifted</option>
        </select>
      </label>
      <button className="button button-primary" type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save market block'}
      </button>
      <ChangeNotice notice={save.isSuccess ? save.data.message : ''} failure={save.error} />
    </form>
  );
}
