import { Link } from 'react-router';
import { SUPPORT_EMAIL, supportMailto } from '@/lib/contact';
import { paths } from '@/paths';

/**
 * The footer of every signed-in screen, the landing page and the notices (docs/behaviour/platform.md §2.4,
 * §17): the privacy policy, the terms, the API reference and support. Only links with a real
 * page behind them: the old product's Product and Company links led nowhere and are gone.
 */
export function SiteFooter() {
  const links = [
    { label: 'Privacy Policy', to: paths.privacy.href() },
    { label: 'Terms', to: paths.terms.href() },
    { label: 'API Reference', to: paths.developers.href() },
  ];
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 p-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
        <ul className="flex flex-wrap gap-x-2">
          {links.map(({ label, to }) => (
            <li key={label}>
              <Link
                to={to}
                className="inline-flex min-h-11 items-center px-2 hover:text-foreground hover:underline"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <p className="px-2">
          Support:{' '}
          <a href={supportMailto} className="inline-flex min-h-11 items-center text-primary hover:underline">
            {SUPPORT_EMAIL}
          </a>
        </p>
      </div>
    </footer>
  );
}
