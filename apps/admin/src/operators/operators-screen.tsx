/**
 * Operators and roles (owner only): every operator account with its role, status, 2-step sign-in
 * and last sign-in; a form for a new operator; and, for the operator picked, the owner's actions.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { operatorRoles } from '@khela/contract';
import { errorMessage } from '../api/admin-api';
import { formatDateTime } from '../format';
import { useSession } from '../session/session-store';
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
      {list.isPending && (
        <p className="state" role="status">
          Loading the operators…
        </p>
      )}
      {list.isError && (
        <div className="state state-error" role="alert">
          <p>{errorMessage(list.error)}</p>
          <button className="button" type="button" onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      )}
      {list.isSuccess && (
        <div className="table-scroll">
          <table className="table" aria-busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">Username</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">2-step</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Created</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {operators.map((operator) => (
                <tr key={operator.id} className={operator.id === picked ? 'picked-row' : undefined}>
                  <td>
                    {operator.username}
                    {operator.id === selfId && <span className="faint"> (you)</span>}
                  </td>
                  <td>{operator.role}</td>
                  <td>
                    <span className={`operator-status operator-status-${operator.status}`}>
                      {operator.status === 'active' ? 'Active' : 'Disabled'}
                    </span>
                  </td>
                  <td>{operator.totp_enabled ? 'On' : 'Off'}</td>
                  <td className="nowrap">
                    {operator.last_login_at === null
                      ? 'Never'
                      : formatDateTime(operator.last_login_at)}
                  </td>
                  <td className="nowrap">{formatDateTime(operator.created_at)}</td>
                  <td>
                    <button
                      className="button button-quiet"
                      type="button"
                      aria-expanded={operator.id === picked}
                      aria-label={`Manage ${operator.username}`}
                      onClick={() => setPicked(operator.id === picked ? null : operator.id)}
                    >
                      {operator.id === picked ? 'Close' : 'Manage'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

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
