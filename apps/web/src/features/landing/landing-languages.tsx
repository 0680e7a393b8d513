import { useInterviewLanguages } from '@/api/interview-languages';

/**
 * "Interview languages": what each language gets on this installation, from the same capability
 * source as the job form (GET /api/interview-languages; docs/behaviour/interview.md §22), served
 * languages only. Nothing is promised that this installation does not do.
 */
export function LanguagesSection() {
  const { data, isError } = useInterviewLanguages();
  const served = (data?.languages ?? []).filter((l) => l.offer !== 'unserved');
  return (
    <section aria-labelledby="languages-title" className="mx-auto max-w-3xl px-4 py-16">
      <h2 id="languages-title" className="text-center text-3xl font-semibold">
        Interview languages
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        What each language gets on this installation.
      </p>
      {isError ? (
        <p className="mt-6 text-center text-sm">The languages could not be loaded. Please reload the page.</p>
      ) : (
        <ul className="mt-8 flex flex-col gap-2" aria-label="Interview languages on this installation">
          {served.map((language) => (
            <li
              key={language.code}
              className="flex flex-col gap-0.5 rounded-lg border border-border bg-surface p-3 sm:flex-row sm:justify-between"
            >
              <span className="font-semibold">
                {language.name}
                {language.nativeName !== language.name ? ` (${language.nativeName})` : ''}
              </span>
              <span className="text-sm text-muted-foreground">{language.summary}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The served languages' names for the hero line ("English, Afrikaans and Oshiwambo"), empty while loading. */
export function useServedLanguageNames(): string {
  const { data } = useInterviewLanguages();
  const names = (data?.languages ?? []).filter((l) => l.offer !== 'unserved').map((l) => l.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}
