import { useState, type FormEvent } from 'react';
import type { AdminUserRecord } from '@sauti/core/contract/analytics';
import { impersonationReasonProblem } from '@sauti/core/contract/impersonation-reason';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

/**
 * Asks why before viewing as `user` (docs/behaviour/platform.md §2.7): the reason is kept in the
 * audit with everything done while impersonating. Checked as it is typed, by the server's own rule.
 */
export function ReasonDialog({
  user,
  onCancel,
  onStart,
  pending,
}: {
  user: AdminUserRecord | null;
  onCancel: () => void;
  onStart: (user: AdminUserRecord, reason: string) => void;
  pending: boolean;
}) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = impersonationReasonProblem(reason);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (user && !problem) onStart(user, reason.trim());
  }

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => {
        if (open) return;
        setReason('');
        setTried(false);
        onCancel();
      }}
    >
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>View as {user?.email}</DialogTitle>
            <DialogDescription>
              You will see and change what this user can, for 30 minutes. Why? Your reason is kept in the
              impersonation audit with everything you do.
            </DialogDescription>
          </DialogHeader>
          <FormField label="Reason" error={tried && problem ? problem : undefined}>
            <Textarea
              name="reason"
              value={reason}
              maxLength={600}
              placeholder="e.g. Support ticket 4411: her candidates do not show"
              onChange={(e) => setReason(e.target.value)}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? 'Starting...' : 'Start impersonating'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
