import type { ReactNode } from 'react';
import { LEGAL_PATHS } from '@sauti/core/contract/legal';

/** A link to a notice, opened beside the interview so the candidate loses nothing (docs/behaviour/platform.md §17). */
export function NoticeLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener"
      className="inline-flex min-h-11 items-center text-primary underline"
    >
      {children}
    </a>
  );
}

/**
 * The frame of every interview screen: a slim header, a narrow column that reads well on a
 * small phone, and the privacy policy and terms at the foot. No navigation: a candidate has
 * nowhere else to go in the app.
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
      <footer className="mx-auto flex max-w-2xl gap-4 px-4 pb-6 text-sm">
        <NoticeLink to={LEGAL_PATHS.privacy}>Privacy Policy</NoticeLink>
        <NoticeLink to={LEGAL_PATHS.terms}>Terms</NoticeLink>
      </footer>
    </div>
  );
}
