import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { useSendCandidateNotifications, useSendTestEmail } from './use-analytics-actions';

/** Email Test: send the sample email, or the recent-candidate notifications (docs/behaviour/platform.md §2.8, §8). */
export function EmailTestTab() {
  const testEmail = useSendTestEmail();
  const notifications = useSendCandidateNotifications();
  const { toast } = useToast();

  const sendTestEmail = () =>
    testEmail.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: 'Email Test Result',
          description: result.message,
          variant: result.success ? 'default' : 'destructive',
        }),
      onError: (error) =>
        toast({
          title: 'Email Test Failed',
          description: errorMessage(error, 'Failed to send test email'),
          variant: 'destructive',
        }),
    });

  const sendNotifications = () =>
    notifications.mutate(undefined, {
      onSuccess: ({ emailsSent }) =>
        toast({
          title: 'Candidate Notifications Sent',
          description: `Sent ${emailsSent} notifications to users with recent candidates`,
        }),
      onError: (error) =>
        toast({
          title: 'Notification Failed',
          description: errorMessage(error, 'Failed to send notifications'),
          variant: 'destructive',
        }),
    });

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Test Email</CardTitle>
          <CardDescription>
            Sends a sample candidate-result email (score 82%) to check delivery.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={sendTestEmail} disabled={testEmail.isPending}>
            {testEmail.isPending ? 'Sending...' : 'Send Test Email'}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Candidate Notifications</CardTitle>
          <CardDescription>Emails every user who has recent candidates to review.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={sendNotifications} disabled={notifications.isPending}>
            {notifications.isPending ? 'Sending...' : 'Send Candidate Notifications'}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
