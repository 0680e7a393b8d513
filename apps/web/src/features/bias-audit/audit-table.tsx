import type { ReactNode } from 'react';
import type { AuditRateView, AuditRowView, AuditTableView } from '@sauti/core/contract/bias-audit';
import { AUDIT_BANDS } from '@sauti/core/rules/bias-audit';
import { cn } from '@/lib/cn';
import { countText, FLAG, rateText, ratioText, TOO_FEW_SCORED, TOO_SMALL, UNKNOWN } from './audit-figures';

function Ratio({ rate }: { rate: AuditRateView }) {
  return (
    <span className={cn(rate.flagged && 'font-semibold text-destructive')}>
      {ratioText(rate)}
      {rate.flagged && <span className="ml-1 whitespace-nowrap text-xs">({FLAG})</span>}
    </span>
  );
}

const cell = 'border-t border-border px-2 py-2 text-left align-top';

/** One group as a table row (from 768 px up). */
function GroupRow({ row }: { row: AuditRowView }) {
  const small = (
    <td className={cn(cell, 'text-muted-foreground')} colSpan={8}>
      {TOO_SMALL}
    </td>
  );
  const scoring = row.scoring;
  return (
    <tr>
      <th scope="row" className={cn(cell, 'font-medium')}>
        {row.label}
      </th>
      <td className={cell}>{countText(row.candidates)}</td>
      {row.tooSmall ? (
        small
      ) : (
        <>
          {scoring ? (
            <>
              <td className={cell}>{rateText(scoring)}</td>
              <td className={cell}>
                <Ratio rate={scoring} />
              </td>
              {row.bands!.shares.map((s) => (
                <td key={s.band} className={cell}>
                  {s.rate}
                </td>
              ))}
            </>
          ) : (
            <td className={cn(cell, 'text-muted-foreground')} colSpan={6}>
              {TOO_FEW_SCORED}
            </td>
          )}
          <td className={cell}>{rateText(row.selection!)}</td>
          <td className={cell}>
            <Ratio rate={row.selection!} />
          </td>
        </>
      )}
    </tr>
  );
}

/** One group as a card (below 768 px), the same figures one per line. */
function GroupCard({ row }: { row: AuditRowView }) {
  const line = (label: string, value: ReactNode) => (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
  return (
    <li className="rounded-lg border border-border p-3">
      <p className="font-medium">{row.label}</p>
      {row.tooSmall && <p className="text-sm text-muted-foreground">{TOO_SMALL}</p>}
      {!row.tooSmall && !row.scoring && <p className="text-sm text-muted-foreground">{TOO_FEW_SCORED}</p>}
      <dl className="mt-1 flex flex-col gap-1 text-sm">
        {line('Candidates', countText(row.candidates))}
        {row.scoring && line('Scoring rate', rateText(row.scoring))}
        {row.scoring && line('Scoring impact ratio', <Ratio rate={row.scoring} />)}
        {row.bands?.shares.map((s) => line(s.band, s.rate))}
        {row.selection && line('Selection rate', rateText(row.selection))}
        {row.selection && line('Selection impact ratio', <Ratio rate={row.selection} />)}
      </dl>
    </li>
  );
}

/** One table of the audit: every group, then the unknown count. */
export function AuditTable({ table }: { table: AuditTableView }) {
  const caption = `${table.label}${table.kind === 'intersection' ? ' (intersection)' : ''}`;
  return (
    <section className="flex flex-col gap-2" aria-label={caption}>
      <h3 className="text-base font-semibold">{caption}</h3>
      <div className="hidden md:block">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="px-2 py-1 font-medium">Group</th>
              <th className="px-2 py-1 font-medium">Candidates</th>
              <th className="px-2 py-1 font-medium">Scoring rate</th>
              <th className="px-2 py-1 font-medium">Impact ratio</th>
              {AUDIT_BANDS.map((band) => (
                <th key={band} className="px-2 py-1 font-medium">
                  {band}
                </th>
              ))}
              <th className="px-2 py-1 font-medium">Selection rate</th>
              <th className="px-2 py-1 font-medium">Impact ratio</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <GroupRow key={row.key} row={row} />
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden">
        {table.rows.map((row) => (
          <GroupCard key={row.key} row={row} />
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">
        {UNKNOWN}: {countText(table.unknown)} (left out of the rates)
      </p>
    </section>
  );
}
