/** The category navigation's shape while its code or its lists load, so nothing below jumps. */
import { Skeleton } from '../../../shared/ui/loaders';
import './category-nav.css';

export function GridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="category-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton className="category-grid__skeleton" radius="var(--radius-md)" />
        </li>
      ))}
    </ul>
  );
}

export function CategoryNavSkeleton() {
  return (
    <section className="category-nav-section" aria-hidden="true">
      <div className="category-nav">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} width={64} height={56} radius="var(--radius-md)" />
        ))}
      </div>
      <div className="category-panel-frame">
        <GridSkeleton />
      </div>
    </section>
  );
}
