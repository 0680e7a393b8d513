import type { ReactNode } from 'react';
import type { MemberView } from '@sauti/core/contract/organisation';

/** "First Last", or the address alone. */
export function memberName(member: Pick<MemberView, 'firstName' | 'lastName' | 'email'>): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
}

/** A list of colleagues, each with a line of detail and optional actions. */
export function MemberList({
  members,
  detail,
  actions,
  empty,
}: {
  members: MemberView[];
  detail: (member: MemberView) => string;
  actions?: (member: MemberView) => ReactNode;
  empty: string;
}) {
  if (members.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {members.map((member) => (
        <li
          key={member.id}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-medium break-words">{memberName(member)}</p>
            {/* Only the address may break anywhere: the words after it wrap as words. */}
            <p className="text-sm text-muted-foreground">
              <span className="break-all">{member.email}</span> · {detail(member)}
            </p>
          </div>
          {actions && <div className="flex gap-2">{actions(member)}</div>}
        </li>
      ))}
    </ul>
  );
}
