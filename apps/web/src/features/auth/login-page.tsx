/** Placeholder of the sign-in page (platform spec §2.3). */
export function LoginPage() {
  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-2xl font-semibold">Sign in</h1>
    </main>
  );
}
