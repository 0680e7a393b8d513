import { cn } from '@/lib/cn';
import { SCREEN_LANGUAGE_NAMES, screenLanguageOf } from './languages';
import { useScreenLanguage } from './screen-language';

/**
 * The candidate's choice of the screens' language (docs/behaviour/interview.md §21): each language
 * in its own name, so a candidate finds theirs whatever the page shows now. Remembered on the device.
 * A native select, so a phone shows its own picker.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language, offered, choose, provided } = useScreenLanguage();
  if (!provided || offered.length < 2) return null;
  return (
    <select
      aria-label={t('shell.language')}
      value={language}
      onChange={(event) => {
        const chosen = screenLanguageOf(event.target.value);
        if (chosen) choose(chosen);
      }}
      className={cn(
        'h-11 max-w-36 rounded-lg border border-border bg-surface px-2 text-sm text-foreground',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        className,
      )}
    >
      {offered.map((code) => (
        <option key={code} value={code} lang={code}>
          {SCREEN_LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
