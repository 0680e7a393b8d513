import { useState, type FormEvent } from 'react';
import type { OrganisationView } from '@sauti/core/contract/organisation';
import { useRenameOrganisation } from '@/api/organisation';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { dateText } from '@/lib/date-text';
import { errorMessage } from '@/lib/error-message';

/**
 * The organisation's name with Rename (any member, docs/behaviour/platform.md §4): the name Sauti
 * derived from the email domain is only a start. The last renames say who changed it and when.
 */
export function OrganisationName({ organisation }: { organisation: OrganisationView }) {
  const rename = useRenameOrganisation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(organisation.name);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    rename.mutate(name.trim(), { onSuccess: () => setEditing(false) });
  }

  return (
    <div className="flex flex-col gap-2">
      {editing ? (
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1">
            <FormField
              label="Organisation name"
              error={rename.isError ? errorMessage(rename.error, 'Not renamed') : undefined}
            >
              <Input
                name="organisationName"
                maxLength={100}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </FormField>
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                rename.reset();
                setName(organisation.name);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-muted-foreground">
            <span className="font-medium text-foreground">{organisation.name}</span> · everyone with a
            confirmed address at {organisation.domain} whom a member let in
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setEditing(true)}
            aria-label="Rename the organisation"
          >
            Rename
          </Button>
        </div>
      )}
      {organisation.renames.length > 0 && (
        <ul className="text-sm text-muted-foreground">
          {organisation.renames.map((r) => (
            <li key={`${r.renamedAt}-${r.toName}`}>
              Renamed from ‘{r.fromName}’ to ‘{r.toName}’ by {r.renamedBy ?? 'a former member'} on{' '}
              {dateText(r.renamedAt, 'an unknown day')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
