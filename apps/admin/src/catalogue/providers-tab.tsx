/**
 * Providers: their order, their games and the on/off switch. Switching a provider off hides all of
 * its games from players, so it asks first and says how many games go.
 */
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CatalogueProvider } from '@khela/contract';
import { listProviders, updateProvider } from './catalogue-api';
import { useCatalogueChanges } from './use-catalogue-changes';
import { CatalogueTable, PictureCell } from './row-controls';
import { actionsColumn, nowrapColumn } from '../ui/data-table';
import { ChangeNotice } from '../ui/change-notice';

export function ProvidersTab() {
  const [confirming, setConfirming] = useState<CatalogueProvider | null>(null);
  const { notice, setNotice, saved, move } = useCatalogueChanges('providers');
  const providers = useQuery({ queryKey: ['catalogue', 'providers'], queryFn: listProviders });

  const toggle = useMutation({
    mutationFn: ({ provider, enabled }: { provider: CatalogueProvider; enabled: boolean }) =>
      updateProvider(provider.id, { enabled }),
    onSuccess: async (_saved, { provider, enabled }) => {
      setConfirming(null);
      await saved(
        enabled
          ? `${provider.name} is on: its ${provider.enabled_games} enabled games are back for players.`
          : `${provider.name} is off: players no longer see its games.`,
      );
    },
    onError: () => setNotice(''),
  });
  const busy = toggle.isPending || move.isPending || providers.isFetching;
  const failure = toggle.error ?? move.error;
  const rows = providers.data?.data ?? [];

  return (
    <div>
      <p className="hint catalogue-lead">
        The order here is the order of each category’s provider list on the player’s home page.
      </p>
      <ChangeNotice notice={notice} failure={failure} />
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
      <CatalogueTable<CatalogueProvider>
        query={providers}
        what="providers"
        rows={rows}
        keyOf={(provider) => provider.id}
        isBusy={busy}
        onMove={(positions) => move.mutate(positions)}
        empty="The catalogue has no providers yet."
        columns={[
          {
            header: 'Provider',
            cell: (provider) => (
              <PictureCell
                picture={
                  <img
                    className="provider-icon"
                    src={provider.icon}
                    alt=""
                    width={80}
                    height={32}
                  />
                }
                name={provider.name}
                code={provider.platform}
              />
            ),
          },
          { header: 'Categories', cell: (provider) => provider.categories.join(', ') || '—' },
          nowrapColumn(
            'Games',
            (provider) => `${provider.enabled_games} of ${provider.games} enabled`,
          ),
          nowrapColumn('Status', (provider) => (provider.enabled ? 'On' : 'Off')),
          actionsColumn(
            (provider) =>
              provider.enabled ? (
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
              ),
            { className: 'nowrap' },
          ),
        ]}
      />
    </div>
  );
}
