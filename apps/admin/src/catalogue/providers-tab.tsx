/**
 * Providers: their order, their games and the on/off switch. Switching a provider off hides all of
 * its games from players, so it asks first and says how many games go.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogueProvider } from '@khela/contract';
import { errorMessage } from '../api/admin-api';
import { listProviders, reorder, updateProvider } from './catalogue-api';
import { movePositions } from './move-positions';
import { MoveButtons } from './row-controls';
import { LoadState } from '../shell/load-state';

export function ProvidersTab() {
  const client = useQueryClient();
  const [confirming, setConfirming] = useState<CatalogueProvider | null>(null);
  const [notice, setNotice] = useState('');
  const providers = useQuery({ queryKey: ['catalogue', 'providers'], queryFn: listProviders });
  const refresh = () => client.invalidateQueries({ queryKey: ['catalogue'] });

  const toggle = useMutation({
    mutationFn: ({ provider, enabled }: { provider: CatalogueProvider; enabled: boolean }) =>
      updateProvider(provider.id, { enabled }),
    onSuccess: async (_saved, { provider, enabled }) => {
      setConfirming(null);
      setNotice(
        enabled
          ? `${provider.name} is on: its ${provider.enabled_games} enabled games are back for players.`
          : `${provider.name} is off: players no longer see its games.`,
      );
      await refresh();
    },
    onError: () => setNotice(''),
  });
  const move = useMutation({
    mutationFn: (positions: { key: number; sort_order: number }[]) =>
      reorder('providers', positions),
    onSuccess: async () => {
      setNotice('Order saved.');
      await refresh();
    },
    onError: () => setNotice(''),
  });
  const busy = toggle.isPending || move.isPending || providers.isFetching;
  const failure = toggle.error ?? move.error;
  const rows = providers.data?.data ?? [];

  if (providers.isPending || providers.isError) {
    return <LoadState query={providers} what="providers" />;
  }
  if (rows.length === 0) return <p className="state">The catalogue has no providers yet.</p>;

  return (
    <div>
      <p className="hint catalogue-lead">
        The order here is the order of each category’s provider list on the player’s home page.
      </p>
      {notice !== '' && !failure && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {errorMessage(failure)}
        </p>
      )}
      {confirming && (
        <div
          className="catalogue-confirm"
          role="alertdialog"
          aria-labelledby="provider-confirm-title"
          aria-describedby="provider-confirm-text"
        >
          <h2 id="provider-confirm-title">Turn off {confirming.name}?</h2>
          <p id="provider-confirm-text">
            Players will no longer see any of its {confirming.games} games (
            {confirming.enabled_games} enabled now) in {confirming.categories.join(', ')}, nor the
            provider in those categories. Games in progress are not stopped. You can turn it on
            again at any time; each game keeps its own switch.
          </p>
          <div className="row-actions">
            <button
              className="button"
              type="button"
              onClick={() => setConfirming(null)}
              disabled={toggle.isPending}
            >
              Keep it on
            </button>
            <button
              className="button button-danger"
              type="button"
              disabled={toggle.isPending}
              onClick={() => toggle.mutate({ provider: confirming, enabled: false })}
            >
              {toggle.isPending ? 'Turning off…' : `Turn off ${confirming.name}`}
            </button>
          </div>
        </div>
      )}
      <table className="table catalogue-table" aria-busy={busy}>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Provider</th>
            <th scope="col">Categories</th>
            <th scope="col">Games</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((provider, index) => (
            <tr key={provider.id} className={provider.enabled ? undefined : 'row-off'}>
              <td className="nowrap">
                <span className="position">{provider.sort_order}</span>
                <MoveButtons
                  name={provider.name}
                  canUp={index > 0}
                  canDown={index < rows.length - 1}
                  disabled={busy}
                  onMove={(direction) => {
                    const positions = movePositions(
                      rows.map((row) => ({ key: row.id, sort_order: row.sort_order })),
                      index,
                      direction,
                    );
                    if (positions.length > 0) move.mutate(positions);
                  }}
                />
              </td>
              <td>
                <span className="game-cell">
                  <img
                    className="provider-icon"
                    src={provider.icon}
                    alt=""
                    width={80}
                    height={32}
                  />
                  <span>
                    <span className="block">{provider.name}</span>
                    <span className="faint">{provider.platform}</span>
                  </span>
                </span>
              </td>
              <td>{provider.categories.join(', ') || '—'}</td>
              <td className="nowrap">
                {provider.enabled_games} of {provider.games} enabled
              </td>
              <td className="nowrap">{provider.enabled ? 'On' : 'Off'}</td>
              <td className="nowrap">
                {provider.enabled ? (
                  <button
                    className="button"
                    type="button"
                    disabled={busy}
                    onClick={() => {
                      setNotice('');
                      setConfirming(provider);
                    }}
                  >
                    Turn off
                  </button>
                ) : (
                  <button
                    className="button button-primary"
                    type="button"
                    disabled={busy}
                    onClick={() => toggle.mutate({ provider, enabled: true })}
                  >
                    Turn on
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
