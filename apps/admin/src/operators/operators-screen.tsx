/**
 * Operators and roles (owner only): every operator account with its role, status, 2-step sign-in
 * and last sign-in; a form for a new operator; and, for the operator picked, the owner's actions.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { operatorRoles, type OperatorAccount } from '@khela/contract';
import { formatDateTime } from '../format';
import { useSession } from '../session/session-store';
import { actionsColumn, DataTable, nowrapColumn, timeColumn } from '../ui/data-table';
import { CreateOperatorForm } from './create-operator-form';
import { OperatorActions } from './operator-actions';
import { listOperators } from './operators-api';
import { roleDescriptions } from './role-descriptions';
import './operators.css';

export function OperatorsScreen() {
  const selfId = useSession()?.operator.id;
  const [picked, setPicked] = useState<number | null>(null);
  const list = useQuery({ queryKey: ['operators'], queryFn: listOperators });
  const operators = list.data?.data ?? [];
  const pickedOperator = operators.find((operator) => operator.id === picked);

  return (
    <section className="screen operators-screen" aria-labelledby="operators-title">
      <h1 id="operators-title">Operators</h1>

      <h2>New operator</h2>
      <CreateOperatorForm />
      <details className="role-guide">
        <summary>What each role may do</summary>
        <dl className="facts">
          {operatorRoles.map((role) => (
            <div key={role}>
              <dt>{role}</dt>
              <dd>{roleDescriptions[role]}</dd>
            </div>
          ))}
        </dl>
      </details>

      <h2>All operators</h2>
      <DataTable<OperatorAccount>
        query={list}
        what="the operators"
        isBusy={list.isFetching}
        isScrollable
        rows={operators}
        rowKey={(operator) => operator.id}
        rowClassName={(operator) => (operator.id === picked ? 'picked-row' : undefined)}
        empty="No operators yet."
        columns={[
          {
            header: 'Username',
            cell: (operator) => (
              <>
                {operator.username}
                {operator.id === selfId && <span className="faint"> (you)</span>}
              </>
            ),
          },
          { header: 'Role', cell: (operator) => operator.role },
          {
            header: 'Status',
            cell: (operator) => (
              <span className={`operator-status operator-status-${operator.status}`}>
                {operator.status === 'active' ? 'Active' : 'Disabled'}
              </span>
            ),
          },
          { header: '2-step', cell: (operator) => (operator.totp_enabled ? 'On' : 'Off') },
          nowrapColumn('Last sign-in', (operator) =>
            operator.last_login_at === null ? 'Never' : formatDateTime(operator.last_login_at),
          ),
          timeColumn('Created', (operator) => operator.created_at),
          actionsColumn((operator) => (
            <button
              className="button button-quiet"
              type="button"
              aria-expanded={operator.id === picked}
              aria-label={`Manage ${operator.username}`}
              onClick={() => setPicked(operator.id === picked ? null : operator.id)}
            >
              {operator.id === picked ? 'Close' : 'Manage'}
            </button>
          )),
        ]}
      />

      {pickedOperator !== undefined && (
        <section className="operator-panel" aria-labelledby="manage-title">
          <h2 id="manage-title">Manage {pickedOperator.username}</h2>
          {/* Keyed so a new pick starts with its own role and no half-done confirm. */}
          <OperatorActions
            key={pickedOperator.id}
            operator={pickedOperator}
            isSelf={pickedOperator.id === selfId}
          />
        </section>
      )}
    </section>
  );
}
