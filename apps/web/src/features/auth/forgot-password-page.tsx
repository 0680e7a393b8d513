/** Placeholder of the forgot-password page (platform spec §2.10). */
export function ForgotPasswordPage() {
  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-2xl font-semibold">Forgot password</h1>
    </main>
  );
}
