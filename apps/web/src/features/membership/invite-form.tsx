import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { useInvite } from '@/api/organisation';

/** Invites a colleague at the organisation's domain; they join as soon as they confirm the address. */
export function InviteForm({ domain }: { domain: string }) {
  const [email, setEmail] = useState('');
  const invite = useInvite();
  const { toast } = useToast();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    invite.mutate(email.trim(), {
      onSuccess: ({ status }) => {
        toast({
          title: status === 'added' ? 'Colleague added' : 'Invitation sent',
          description:
            status === 'added'
              ? `${email.trim()} was waiting and is now a member.`
              : `${email.trim()} joins as soon as they confirm their address.`,
        });
        setEmail('');
      },
      onError: (error) =>
        toast({
          title: 'Invitation failed',
          description: errorMessage(error, 'Please try again'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <FormField label="Colleague's work email" hint={`An address at ${domain}`}>
          <Input
            type="email"
            name="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
      </div>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Inviting...' : 'Invite'}
      </Button>
    </form>
  );
}
