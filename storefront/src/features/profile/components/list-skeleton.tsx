/** Grey blocks where a list will be, so nothing jumps when it arrives. */
export function ListSkeleton() {
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-3" aria-busy="true" data-testid="skeleton">
      <div className="h-8 w-48 animate-pulse rounded-lg bg-slate-100" />
      <div className="h-16 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-16 animate-pulse rounded-xl bg-slate-100" />
      <div className="h-16 animate-pulse rounded-xl bg-slate-100" />
    </div>
  );
}
