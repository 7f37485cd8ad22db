import type { ReactNode } from 'react';
import './confirm-details.css';

/** A term and what will be sent for it ("Amount", "$25.00"). */
export type ConfirmDetail = readonly [term: string, value: ReactNode];

/**
 * The details a customer checks in a transfer's confirm dialog before authorizing it: a
 * description list, so a screen reader reads each term with its value.
 */
export function ConfirmDetails({ rows, className }: { rows: readonly ConfirmDetail[]; className?: string }) {
  return (
    <dl className={className ? `confirm-details ${className}` : 'confirm-details'}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
