/**
 * Payment methods and their receiving numbers (owner, finance): each provider channel with its
 * status, bonus tag and order, and its numbers with their daily limit and today's takings. Every
 * change goes through a panel that says what the player will see; a method or number switched
 * off is not offered on the player's deposit screen from then on.
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEPOSIT_AMOUNT_TAKA_MAX,
  DEPOSIT_AMOUNT_TAKA_MIN,
  paymentMethodAccountTypes,
  type PaymentMethodAdmin,
  type WalletNumberAdmin,
} from '@khela/contract';
import { formatDateTime, formatTaka } from '../format';
import { LoadState } from '../shell/load-state';
import { actionsColumn, DataTable, nowrapColumn } from '../ui/data-table';
import { ChangeDialog } from './change-dialog';
import {
  createPaymentMethod,
  createWalletNumber,
  listPaymentMethods,
  updatePaymentMethod,
  updateWalletNumber,
} from './payments-api';

type Change =
  | { kind: 'add-method' }
  | { kind: 'edit-method'; method: PaymentMethodAdmin }
  | { kind: 'toggle-method'; method: PaymentMethodAdmin }
  | { kind: 'add-number'; method: PaymentMethodAdmin }
  | { kind: 'edit-number'; method: PaymentMethodAdmin; number: WalletNumberAdmin }
  | { kind: 'toggle-number'; method: PaymentMethodAdmin; number: WalletNumberAdmin };

function channelName(method: PaymentMethodAdmin): string {
  return `${method.name} ${method.account_type}`;
}

export function PaymentMethodsScreen() {
  const client = useQueryClient();
  const methods = useQuery({ queryKey: ['payment-methods'], queryFn: listPaymentMethods });
  const [change, setChange] = useState<Change | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (message: string) => {
    setChange(null);
    setNotice(message);
    void client.invalidateQueries({ queryKey: ['payment-methods'] });
  };
  const open = (next: Change) => {
    setNotice(null);
    setChange(next);
  };
  const rows = methods.data?.data ?? [];

  return (
    <div role="region" aria-labelledby="payment-methods-title">
      <div className="screen-head">
        <h2 id="payment-methods-title">Payment methods</h2>
        <button className="button" type="button" onClick={() => open({ kind: 'add-method' })}>
          Add payment method
        </button>
      </div>
      <p className="hint">
        Players deposit {formatTaka(DEPOSIT_AMOUNT_TAKA_MIN)} to{' '}
        {formatTaka(DEPOSIT_AMOUNT_TAKA_MAX)} a time unless a method sets its own limits within
        that; a receiving number stops being offered once today’s takings would pass its daily limit
        (GMT+6 days).
      </p>
      {notice !== null && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {methods.isPending || methods.isError ? (
        <LoadState query={methods} what="payment methods" />
      ) : rows.length === 0 ? (
        <p className="state">No payment methods yet. Add the first one.</p>
      ) : (
        <div className="method-list">
          {rows.map((method) => (
            <MethodCard key={method.id} method={method} onChange={open} />
          ))}
        </div>
      )}
      {change !== null && (
        <ChangeFor change={change} onClose={() => setChange(null)} onDone={done} />
      )}
    </div>
  );
}

function MethodCard({
  method,
  onChange,
}: {
  method: PaymentMethodAdmin;
  onChange: (change: Change) => void;
}) {
  const name = channelName(method);
  const active = method.status === 'active';
  return (
    <article className="method-card" aria-label={name}>
      <header className="method-head">
        <div>
          <h3>{name}</h3>
          <p className="faint">
            Bonus {method.bonus_percent}% · order {method.sort_order} · deposits{' '}
            {formatTaka(method.min_deposit ?? DEPOSIT_AMOUNT_TAKA_MIN)} to{' '}
            {formatTaka(method.max_deposit ?? DEPOSIT_AMOUNT_TAKA_MAX)}
            {method.min_deposit === null && method.max_deposit === null && ' (site-wide)'}
            {method.gateway !== null && ` · pays through the ${method.gateway} checkout`}
          </p>
        </div>
        <div className="row-actions">
          <OnOffBadge isOn={active} />
          <button
            className="button"
            type="button"
            aria-label={`Edit ${name}`}
            onClick={() => onChange({ kind: 'edit-method', method })}
          >
            Edit
          </button>
          <SwitchButton
            isOn={active}
            name={name}
            onClick={() => onChange({ kind: 'toggle-method', method })}
          />
        </div>
      </header>
      {method.gateway === null && (
        <DataTable<WalletNumberAdmin>
          label={`Receiving numbers of ${name}`}
          rows={method.numbers}
          rowKey={(number) => number.id}
          empty={`No receiving numbers: players cannot deposit through ${name}.`}
          columns={[
            nowrapColumn('Number', (number) => <code>{number.number}</code>),
            {
              header: 'Status',
              cell: (number) => <OnOffBadge isOn={number.status === 'active'} />,
            },
            nowrapColumn('Daily limit', (number) => formatTaka(number.daily_limit)),
            nowrapColumn('Taken today', (number) => formatTaka(number.used_today)),
            nowrapColumn('Last given out (GMT+6)', (number) =>
              number.last_assigned_at === null ? 'Never' : formatDateTime(number.last_assigned_at),
            ),
            actionsColumn((number) => (
              <div className="row-actions">
                <button
                  className="button"
                  type="button"
                  aria-label={`Edit limit of ${number.number}`}
                  onClick={() => onChange({ kind: 'edit-number', method, number })}
                >
                  Edit limit
                </button>
                <SwitchButton
                  isOn={number.status === 'active'}
                  name={number.number}
                  onClick={() => onChange({ kind: 'toggle-number', method, number })}
                />
              </div>
            )),
          ]}
        />
      )}
      {method.gateway === null && (
        <button
          className="button button-quiet"
          type="button"
          aria-label={`Add a receiving number to ${name}`}
          onClick={() => onChange({ kind: 'add-number', method })}
        >
          + Add receiving number
        </button>
      )}
    </article>
  );
}

/** Switch off what is on, or on what is off, named for screen readers. */
function SwitchButton({
  isOn,
  name,
  onClick,
}: {
  isOn: boolean;
  name: string;
  onClick: () => void;
}) {
  const action = isOn ? 'Switch off' : 'Switch on';
  return (
    <button className="button" type="button" aria-label={`${action} ${name}`} onClick={onClick}>
      {action}
    </button>
  );
}

function OnOffBadge({ isOn }: { isOn: boolean }) {
  return (
    <span className={`status-badge ${isOn ? 'status-1' : 'status-2'}`}>{isOn ? 'On' : 'Off'}</span>
  );
}

function ChangeFor({
  change,
  onClose,
  onDone,
}: {
  change: Change;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const common = { onClose, onDone };
  switch (change.kind) {
    case 'add-method':
      return (
        <ChangeDialog
          {...common}
          title="Add payment method"
          summary="A new manual channel players report a TRX id for. Add its receiving numbers next: without one it is offered but cannot take a deposit."
          fields={[
            {
              name: 'name',
              label: 'Provider',
              initial: '',
              hint: 'As players know it, e.g. bKash',
            },
            {
              name: 'account_type',
              label: 'Account type',
              initial: 'Personal',
              options: paymentMethodAccountTypes,
            },
            { name: 'bonus_percent', label: 'Bonus %', initial: '0', inputMode: 'numeric' },
            { name: 'sort_order', label: 'Order', initial: '0', inputMode: 'numeric' },
          ]}
          confirmLabel="Add method"
          submit={(values) =>
            createPaymentMethod({
              name: values['name'] ?? '',
              account_type: (values['account_type'] ?? 'Personal') as 'Personal',
              bonus_percent: values['bonus_percent'],
              sort_order: values['sort_order'],
            })
          }
        />
      );
    case 'edit-method':
      return (
        <ChangeDialog
          {...common}
          title={`Edit ${channelName(change.method)}`}
          summary={`The bonus tag shows beside the method on the player's deposit screen; a lower order comes first. Deposit limits apply to each deposit through this method, within the site's ${formatTaka(DEPOSIT_AMOUNT_TAKA_MIN)} to ${formatTaka(DEPOSIT_AMOUNT_TAKA_MAX)}; leave one blank for the site's.`}
          fields={[
            {
              name: 'bonus_percent',
              label: 'Bonus %',
              initial: String(change.method.bonus_percent),
              inputMode: 'numeric',
            },
            {
              name: 'sort_order',
              label: 'Order',
              initial: String(change.method.sort_order),
              inputMode: 'numeric',
            },
            {
              name: 'min_deposit',
              label: 'Minimum deposit (৳)',
              initial: change.method.min_deposit === null ? '' : String(change.method.min_deposit),
              inputMode: 'decimal',
              hint: `Blank: the site's ${formatTaka(DEPOSIT_AMOUNT_TAKA_MIN)}`,
            },
            {
              name: 'max_deposit',
              label: 'Maximum deposit (৳)',
              initial: change.method.max_deposit === null ? '' : String(change.method.max_deposit),
              inputMode: 'decimal',
              hint: `Blank: the site's ${formatTaka(DEPOSIT_AMOUNT_TAKA_MAX)}`,
            },
          ]}
          confirmLabel="Save method"
          submit={(values) =>
            updatePaymentMethod(change.method.id, {
              bonus_percent: values['bonus_percent'],
              sort_order: values['sort_order'],
              min_deposit: values['min_deposit'] ?? '',
              max_deposit: values['max_deposit'] ?? '',
            })
          }
        />
      );
    case 'toggle-method': {
      const on = change.method.status === 'active';
      return (
        <ChangeDialog
          {...common}
          title={`${on ? 'Switch off' : 'Switch on'} ${channelName(change.method)}`}
          summary={
            on
              ? 'Players will no longer see this method on the deposit screen or for withdrawals. Deposits already reported stay in the queue.'
              : 'Players will see this method again, with its receiving numbers that are on.'
          }
          confirmLabel={on ? 'Confirm: switch off' : 'Confirm: switch on'}
          danger={on}
          submit={() =>
            updatePaymentMethod(change.method.id, { status: on ? 'inactive' : 'active' })
          }
        />
      );
    }
    case 'add-number':
      return (
        <ChangeDialog
          {...common}
          title={`Add a receiving number to ${channelName(change.method)}`}
          summary="Players are given the number unused for longest that can still take their amount today."
          fields={[
            { name: 'number', label: 'Number', initial: '', inputMode: 'tel' },
            { name: 'daily_limit', label: 'Daily limit (৳)', initial: '', inputMode: 'decimal' },
          ]}
          confirmLabel="Add number"
          submit={(values) =>
            createWalletNumber(change.method.id, {
              number: values['number'] ?? '',
              daily_limit: values['daily_limit'],
            })
          }
        />
      );
    case 'edit-number':
      return (
        <ChangeDialog
          {...common}
          title={`Edit limit of ${change.number.number}`}
          summary={`Taken today: ${formatTaka(change.number.used_today)}. Below that, the number is not offered again until tomorrow (GMT+6).`}
          fields={[
            {
              name: 'daily_limit',
              label: 'Daily limit (৳)',
              initial: String(change.number.daily_limit),
              inputMode: 'decimal',
            },
          ]}
          confirmLabel="Save limit"
          submit={(values) =>
            updateWalletNumber(change.method.id, change.number.id, {
              daily_limit: values['daily_limit'],
            })
          }
        />
      );
    case 'toggle-number': {
      const on = change.number.status === 'active';
      return (
        <ChangeDialog
          {...common}
          title={`${on ? 'Switch off' : 'Switch on'} ${change.number.number}`}
          summary={
            on
              ? `Players will no longer be given ${change.number.number} for ${channelName(change.method)}. A player already shown it can still report a payment to it.`
              : `${change.number.number} will be given out again for ${channelName(change.method)}.`
          }
          confirmLabel={on ? 'Confirm: switch off' : 'Confirm: switch on'}
          danger={on}
          submit={() =>
            updateWalletNumber(change.method.id, change.number.id, {
              status: on ? 'inactive' : 'active',
            })
          }
        />
      );
    }
  }
}
