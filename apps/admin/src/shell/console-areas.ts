/**
 * The console's areas (issue "Operator console") and the roles that may use each, as in
 * docs/decisions.md (Operator roles). An area without a `path` has no screen yet and is not shown:
 * the nav never offers a dead link.
 */
import type { OperatorRole } from '@khela/contract';

export interface ConsoleArea {
  label: string;
  roles: readonly OperatorRole[];
  path?: string;
}

export const consoleAreas: readonly ConsoleArea[] = [
  { label: 'Dashboard', roles: ['owner', 'finance'], path: '/dashboard' },
  { label: 'Players', roles: ['owner', 'support', 'finance'], path: '/players' },
  { label: 'Money', roles: ['owner', 'finance', 'support'], path: '/money' },
  { label: 'Content & settings', roles: ['owner', 'content'], path: '/content' },
  { label: 'Promotions & rewards', roles: ['owner', 'content'], path: '/rewards' },
  { label: 'Catalogue', roles: ['owner', 'content'], path: '/catalogue' },
  { label: 'Support desk', roles: ['owner', 'support'], path: '/desk' },
  { label: 'Trading', roles: ['owner', 'trader'], path: '/trading' },
  {
    label: 'Audit log',
    roles: ['owner', 'finance', 'support', 'trader', 'content'],
    path: '/audit',
  },
  { label: 'Operators', roles: ['owner'], path: '/operators' },
];

export function areasFor(role: OperatorRole): (ConsoleArea & { path: string })[] {
  return consoleAreas.filter(
    (area): area is ConsoleArea & { path: string } =>
      area.path !== undefined && area.roles.includes(role),
  );
}
