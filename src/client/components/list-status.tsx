// What a list or panel shows before it has anything to show: that it is still being read, or that
// reading it failed, with a way to try again. One look for both across the app.

/** Still being read: three pulsing dots, named for screen readers. */
export function LoadingDots({ label }: { label: string }) {
  return <span className="loading loading-dots loading-sm" role="status" aria-label={label} />;
}

/** Could not be read: the reason in a line, and a retry beside it. */
export function ListLoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry(): void }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      {message}
      <button type="button" className="btn btn-ghost btn-xs" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
