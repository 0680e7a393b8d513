import { useParams } from 'react-router';

/**
 * Placeholder of the candidate interview (document 2). Loaded as its own chunk: nothing here may
 * import an HR screen.
 */
export function InterviewPage() {
  const { jobId } = useParams();
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-semibold">Interview</h1>
      {jobId !== undefined && <p className="text-muted-foreground">Job {jobId}</p>}
    </main>
  );
}
