import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { WorkEmailHint } from './work-email-hint';

/** The name and work email of an account being opened. */
export interface AccountIdentity {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * First name, last name and work email (with its live check) — the fields /register and the
 * admin's Create Account share (docs/behaviour/platform.md §5). `forSelf` lets the browser fill them from the
 * visitor's own details; an admin opening someone else's account gets no autofill.
 */
export function AccountIdentityFields({
  values,
  onChange,
  forSelf,
}: {
  values: AccountIdentity;
  onChange: (field: keyof AccountIdentity, value: string) => void;
  forSelf: boolean;
}) {
  const autofill = (token: string) => (forSelf ? token : 'off');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name">
          <Input
            name="firstName"
            autoComplete={autofill('given-name')}
            required
            value={values.firstName}
            onChange={(e) => onChange('firstName', e.target.value)}
          />
        </FormField>
        <FormField label="Last name">
          <Input
            name="lastName"
            autoComplete={autofill('family-name')}
            required
            value={values.lastName}
            onChange={(e) => onChange('lastName', e.target.value)}
          />
        </FormField>
      </div>
      <FormField label="Work email" hint={<WorkEmailHint email={values.email} />}>
        <Input
          type="email"
          name="email"
          autoComplete={autofill('email')}
          required
          value={values.email}
          onChange={(e) => onChange('email', e.target.value)}
        />
      </FormField>
    </>
  );
}
