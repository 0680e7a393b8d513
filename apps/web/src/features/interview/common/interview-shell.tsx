import type { ReactNode } from 'react';

/**
 * The frame of every interview screen: a slim header and a narrow column that reads well on a
 * small phone. No navigation: a candidate has nowhere else to go in the app.
 */
export function InterviewShell({ children, subtitle }: { children: ReactNode; subtitle?: string }) {
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-3">
          <span className="text-lg font-semibold text-primary">Sauti</span>
          {subtitle && <span className="truncate text-sm text-muted-foreground">{subtitle}</span>}
        </div>
      </header>
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">{children}</main>
    </div>
  );
}
