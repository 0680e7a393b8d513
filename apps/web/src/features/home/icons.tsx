/** Small inline icons of the home screen (no icon library: it would bloat the bundle). */
export function TrendIcon({ trend }: { trend: 'up' | 'stable' | 'down' }) {
  // Stable and down share the red icon (docs/behaviour/platform.md §2.4).
  const up = trend === 'up';
  return (
    <svg
      role="img"
      aria-label={`Trend: ${trend}`}
      viewBox="0 0 24 24"
      className={up ? 'size-5 text-success' : 'size-5 text-destructive'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={up ? 'M3 17l6-6 4 4 8-8M15 7h6v6' : 'M3 7l6 6 4-4 8 8M15 17h6v-6'} />
    </svg>
  );
}
