import type { DashboardCandidate } from '@sauti/core/contract/review-views';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { candidateName, formatSeconds, machineTranscriptLabel, NO_TRANSCRIPT } from '@/lib/review/display';

/** View Full Transcript: every question with its answer (or 'No transcript available') and duration. */
export function TranscriptDialog({ candidate }: { candidate: DashboardCandidate }) {
  const responses = [...candidate.responses].sort((a, b) => a.questionIndex - b.questionIndex);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          View Full Transcript
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Interview Transcript</DialogTitle>
          <DialogDescription>{candidateName(candidate.session.candidateName)}</DialogDescription>
        </DialogHeader>
        {responses.length === 0 ? (
          <p className="text-muted-foreground">{NO_TRANSCRIPT}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {responses.map((response) => (
              <li key={response.id} className="flex flex-col gap-1 border-b border-border pb-3">
                <div className="flex justify-between gap-2">
                  <h3 className="font-semibold">
                    Question {response.questionIndex + 1}: {response.questionText}
                  </h3>
                  <span className="shrink-0 text-sm text-muted-foreground">
                    {formatSeconds(response.duration)}
                  </span>
                </div>
                {response.readableText && (
                  <p className="text-xs text-muted-foreground">
                    {machineTranscriptLabel(response.transcriber)}
                  </p>
                )}
                <p className={response.readableText ? 'text-sm' : 'text-sm text-muted-foreground'}>
                  {response.readableText || NO_TRANSCRIPT}
                </p>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
