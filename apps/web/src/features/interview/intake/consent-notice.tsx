/** How recordings and the AI-assisted assessment are used and kept, shown before consent. */
export function ConsentNotice({ companyName }: { companyName: string }) {
  return (
    <div className="rounded-lg bg-muted p-3 text-sm">
      <p className="font-medium">How your answers are used</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-muted-foreground">
        <li>Your voice answers are recorded and turned into text.</li>
        <li>
          An AI system helps {companyName}&apos;s hiring team assess the answers against the job&apos;s
          criteria. People at {companyName} make every hiring decision.
        </li>
        <li>
          Your recordings, transcripts, contact details and CV are seen only by {companyName}&apos;s hiring
          team and kept only for this hiring process.
        </li>
      </ul>
    </div>
  );
}
