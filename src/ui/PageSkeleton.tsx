/** A grid of placeholder cards while a per-request page loads. */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="container section" aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className="title-grid skeleton" aria-hidden="true">
        {Array.from({ length: 12 }, (_, i) => (
          <li key={i}>
            <div className="skeleton-card" />
          </li>
        ))}
      </ul>
    </div>
  );
}
