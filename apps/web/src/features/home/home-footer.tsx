import { SUPPORT_EMAIL, supportMailto } from '@/lib/contact';

// Placeholders until those pages exist (docs/behaviour/platform.md §2.4).
const placeholderLinks = ['Product', 'Company', 'Privacy Policy', 'Terms'];

/** The home footer: placeholder links and a support contact. */
export function HomeFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 p-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <ul className="flex flex-wrap gap-4">
          {placeholderLinks.map((label) => (
            <li key={label}>
              <a href="#" onClick={(e) => e.preventDefault()} className="hover:text-foreground">
                {label}
              </a>
            </li>
          ))}
        </ul>
        <p>
          Support:{' '}
          <a href={supportMailto} className="text-primary hover:underline">
            {SUPPORT_EMAIL}
          </a>
        </p>
      </div>
    </footer>
  );
}
