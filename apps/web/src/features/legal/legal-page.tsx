import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { LegalNoticeKind, LegalNoticeView } from '@sauti/core/contract/legal';
import { Card, CardContent } from '@/components/ui/card';
import { SiteFooter } from '@/components/site-footer';
import { Spinner } from '@/components/ui/spinner';
import { legalBlocks, type LegalBlock } from '@/lib/legal-text';
import { paths } from '@/paths';

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'heading') return <h2 className="pt-2 text-lg font-semibold">{block.text}</h2>;
  if (block.kind === 'list')
    return (
      <ul className="list-disc space-y-1 pl-5">
        {block.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    );
  return <p>{block.text}</p>;
}

/**
 * The privacy notice or the terms of use (docs/behaviour/platform.md §17): the operator's text, or
 * Sauti's default, from `GET /api/legal/{kind}`. Public: candidates reach it from the intake and
 * the mails without an account.
 */
export function LegalPage({ kind }: { kind: LegalNoticeKind }) {
  const notice = useQuery<LegalNoticeView>({ queryKey: ['/api/legal', kind] });
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-3xl px-4 sm:px-6">
          <Link
            to={paths.home.href()}
            className="inline-flex min-h-11 items-center text-lg font-semibold text-primary"
          >
            Sauti
          </Link>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-4 p-4 sm:p-6">
        {notice.isPending && (
          <div className="flex justify-center p-10">
            <Spinner label="Loading" />
          </div>
        )}
        {notice.isError && (
          <p role="alert" className="text-destructive">
            This page could not be loaded. Please try again in a moment.
          </p>
        )}
        {notice.data && (
          <>
            <h1 className="text-2xl font-semibold">{notice.data.title}</h1>
            <Card>
              <CardContent className="flex flex-col gap-3 pt-4 break-words sm:pt-6">
                {legalBlocks(notice.data.text).map((block, i) => (
                  <Block key={i} block={block} />
                ))}
              </CardContent>
            </Card>
          </>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

/** `/privacy`. */
export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}

/** `/terms`. */
export function TermsPage() {
  return <LegalPage kind="terms" />;
}
