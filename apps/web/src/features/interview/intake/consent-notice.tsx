/**
 * How recordings and the automated assessment are used and kept, shown before consent. 'Automated',
 * not 'AI': the answers may be scored by built-in rules, with no language model (docs/behaviour/review.md §16).
 */
export function ConsentNotice({ companyName }: { companyName: string }) {
  return (
    <div className="rounded-lg bg-muted p-3 text-sm">
      <p className="font-medium">How your answers are used</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
        <li>Your voice answers are recorded and turned into text.</li>
        <li>
          Software scores the answers against the job&apos;s criteria to help {companyName}&apos;s hiring
          team. People at {companyName} make every hiring decision.
        </li>
        <li>
          Your recordings, transcripts, contact details and CV are seen only by {companyName}&apos;s hiring
          team and kept only for this hiring process.
        </li>
      </ul>
    </div>
  );
}
