/** Placeholder of the reset-password page (platform spec §2.10). */
export function ResetPasswordPage() {
  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-2xl font-semibold">Reset password</h1>
    </main>
  );
}
