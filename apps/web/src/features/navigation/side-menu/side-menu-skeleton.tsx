/** The side menu's placeholder for a list that is loading (its chunk, or its data). */
import { Skeleton } from '../../../shared/ui/loaders';

export function ListSkeleton() {
  return (
    <ul className="side-menu__providers plain-list stack-1" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Skeleton height={44} radius="var(--radius-md)" />
        </li>
      ))}
    </ul>
  );
}
