/**
 * Stands in for a signed-in screen whose feature is not built yet, so its route already exists
 * (and already requires sign-in). Each use goes away when the feature's page lands.
 */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
    </main>
  );
}
