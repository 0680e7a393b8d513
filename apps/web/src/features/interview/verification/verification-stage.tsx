import { lazy, Suspense, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { SessionCredential } from '../common/interview-api';
import { ChunkBoundary } from './chunk-boundary';
import { useT } from '../i18n/screen-language';

/** A fresh lazy component each time: React.lazy remembers a failed load forever. */
const lazyIdentityCheck = () =>
  lazy(async () => ({ default: (await import('./identity-check')).IdentityCheck }));

/**
 * The identity check stage (docs/behaviour/interview.md §4.4): the candidate reads a phrase on camera, or sends a photo
 * on a 2g connection or after two failed uploads, then goes on to the voice warm-up. The check's
 * code loads only here, so interviews without verification do not download it.
 */
export function VerificationStage({
  credential,
  onVerified,
  tickMs,
}: {
  credential: SessionCredential;
  /** Called once the check is done (passed, or a photo handed to HR): the flow moves to enrollment. */
  onVerified?: () => void;
  /** One second of the check's clocks; tests shorten it. */
  tickMs?: number;
}) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [IdentityCheck, setIdentityCheck] = useState(lazyIdentityCheck);
  const retry = () => {
    setIdentityCheck(lazyIdentityCheck);
    setAttempt((n) => n + 1);
  };
  return (
    <Card>
      <title>{t('identity.pageTitle')}</title>
      <CardHeader>
        <h1 className="text-xl font-semibold">{t('identity.pageTitle')}</h1>
        <CardDescription>{t('identity.explained')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ChunkBoundary
          key={attempt}
          message={t('identity.loadFailed')}
          retryLabel={t('error.tryAgain')}
          onRetry={retry}
        >
          <Suspense fallback={<Spinner label={t('identity.loading')} className="self-center" />}>
            <IdentityCheck
              credential={credential}
              {...(onVerified ? { onVerified } : {})}
              {...(tickMs ? { tickMs } : {})}
            />
          </Suspense>
        </ChunkBoundary>
      </CardContent>
    </Card>
  );
}
