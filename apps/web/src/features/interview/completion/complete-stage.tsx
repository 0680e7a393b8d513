import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** The end of the interview, with the promise of feedback within 24-48 hours (docs/behaviour/interview.md §1, §9). */
export function CompleteStage({ candidateName, jobTitle }: { candidateName: string; jobTitle: string }) {
  return (
    <Card>
      <title>Interview Complete</title>
      <CardHeader>
        <h1 className="text-2xl font-semibold">Interview Complete</h1>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <p>
          Thank you{candidateName ? `, ${candidateName}` : ''}. Your answers for {jobTitle} have been
          submitted.
        </p>
        <p className="font-medium">You will receive feedback within 24-48 hours.</p>
        <p className="text-sm text-muted-foreground">You can close this page now.</p>
      </CardContent>
    </Card>
  );
}
