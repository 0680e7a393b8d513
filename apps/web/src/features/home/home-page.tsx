/** Placeholder of the signed-in home (platform spec §2.4). */
export function HomePage() {
  return (
    <main className="mx-auto max-w-5xl p-6">
      <h1 className="text-2xl font-semibold">Home</h1>
    </main>
  );
}
