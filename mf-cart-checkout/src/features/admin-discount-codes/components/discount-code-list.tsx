import {
  AdminCard,
  AdminCardHead,
  AdminCards,
  AdminTable,
  Badge,
  type BadgeTone,
  Button,
  VisuallyHidden,
} from '@healing/platform';
import { useEffect, useRef, useState } from 'react';
import type { AdminDiscountCodeDto, DiscountCodeState } from '../../../api/discount-code-contracts';
import { formatDateTime } from '../../admin-orders/components/order-dates';
import type { DiscountCodeAction } from '../api/admin-discount-codes-api';
import { STATE_LABELS, usesText } from '../discount-code-values';
import styles from './discount-code-list.module.css';

const STATE_TONES: Record<DiscountCodeState, BadgeTone> = {
  active: 'sage',
  scheduled: 'lavender',
  ended: 'neutral',
  'used-up': 'gold',
  archived: 'neutral',
};

export function DiscountCodeState({ state }: { state: DiscountCodeState }) {
  return (
    <Badge tone={STATE_TONES[state]} data-testid="discount-code-state">
      {STATE_LABELS[state]}
    </Badge>
  );
}

/** "From Dec 1, 2026, 9:00 AM until Dec 31, 2026, 11:59 PM"; "No end date" when open. */
export function datesText(code: Pick<AdminDiscountCodeDto, 'startsAt' | 'endsAt'>): string {
  const from = code.startsAt ? `From ${formatDateTime(code.startsAt)}` : null;
  const until = code.endsAt ? `until ${formatDateTime(code.endsAt)}` : null;
  if (from && until) return `${from} ${until}`;
  if (from) return `${from}, no end date`;
  if (until) return `Until ${formatDateTime(code.endsAt ?? '')}`;
  return 'No dates: usable now, no end date';
}

/** What a click asks before it acts: ending or deleting cannot be taken back. */
const ASK: Partial<Record<DiscountCodeAction, (code: string) => string>> = {
  end: (code) => `End ${code} now? Shoppers can no longer use it; its orders keep their discount.`,
  delete: (code) => `Delete ${code}? It has never been used; this cannot be undone.`,
};

interface ActionsProps {
  code: AdminDiscountCodeDto;
  busy: boolean;
  onEdit: (code: AdminDiscountCodeDto) => void;
  onAction: (code: AdminDiscountCodeDto, action: DiscountCodeAction) => void;
}

function CodeActions({ code, busy, onEdit, onAction }: ActionsProps) {
  const [asking, setAsking] = useState<DiscountCodeAction | null>(null);
  const askRef = useRef<HTMLDivElement>(null);
  const question = asking ? ASK[asking]?.(code.code) : null;
  // The button pressed is gone: the keyboard goes on from the question that took its place.
  useEffect(() => {
    if (asking) askRef.current?.focus();
  }, [asking]);
  if (asking && question) {
    return (
      <div
        ref={askRef}
        tabIndex={-1}
        className={styles.ask}
        role="group"
        aria-label={`Confirm for ${code.code}`}
      >
        <p className={styles.question}>{question}</p>
        <div className={styles.buttons}>
          <Button
            size="small"
            variant="danger"
            isLoading={busy}
            onClick={() => {
              onAction(code, asking);
              setAsking(null);
            }}
          >
            {asking === 'end' ? 'End now' : 'Delete'}
          </Button>
          <Button size="small" variant="ghost" onClick={() => setAsking(null)}>
            Keep it
          </Button>
        </div>
      </div>
    );
  }
  const canEnd = code.state === 'active' || code.state === 'scheduled';
  return (
    <div className={styles.buttons}>
      <Button
        size="small"
        variant="outline"
        onClick={() => onEdit(code)}
        aria-label={`Edit ${code.code}`}
      >
        Edit
      </Button>
      {canEnd && (
        <Button
          size="small"
          variant="ghost"
          onClick={() => setAsking('end')}
          aria-label={`End ${code.code}`}
        >
          End
        </Button>
      )}
      {code.state === 'archived' ? (
        <Button
          size="small"
          variant="ghost"
          disabled={busy}
          onClick={() => onAction(code, 'restore')}
          aria-label={`Restore ${code.code}`}
        >
          Restore
        </Button>
      ) : (
        <Button
          size="small"
          variant="ghost"
          disabled={busy}
          onClick={() => onAction(code, 'archive')}
          aria-label={`Archive ${code.code}`}
        >
          Archive
        </Button>
      )}
      {code.timesUsed === 0 && (
        <Button
          size="small"
          variant="ghost"
          onClick={() => setAsking('delete')}
          aria-label={`Delete ${code.code}`}
        >
          Delete
        </Button>
      )}
    </div>
  );
}

interface DiscountCodeListProps {
  codes: readonly AdminDiscountCodeDto[];
  busyId: number | null;
  onEdit: (code: AdminDiscountCodeDto) => void;
  onAction: (code: AdminDiscountCodeDto, action: DiscountCodeAction) => void;
}

/** The codes as cards on phones and a table from tablet width up (the platform's admin list). */
export function DiscountCodeList({ codes, busyId, onEdit, onAction }: DiscountCodeListProps) {
  return (
    <>
      <AdminCards label="Discount codes">
        {codes.map((code) => (
          <AdminCard key={code.id}>
            <AdminCardHead>
              <span className={styles.code}>{code.code}</span>
              <DiscountCodeState state={code.state} />
            </AdminCardHead>
            <p className={styles.rule}>{code.description}</p>
            <p className={styles.meta}>{datesText(code)}</p>
            <p className={styles.meta}>{usesText(code)}</p>
            <CodeActions
              code={code}
              busy={busyId === code.id}
              onEdit={onEdit}
              onAction={onAction}
            />
          </AdminCard>
        ))}
      </AdminCards>
      <AdminTable>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Rule</th>
            <th scope="col">Dates</th>
            <th scope="col">Uses</th>
            <th scope="col">State</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => (
            <tr key={code.id}>
              <th scope="row" className={`${styles.code} ${styles.rowCode}`}>
                {code.code}
              </th>
              <td>{code.description}</td>
              <td className={styles.dates}>{datesText(code)}</td>
              <td>{usesText(code)}</td>
              <td>
                <DiscountCodeState state={code.state} />
              </td>
              <td>
                <CodeActions
                  code={code}
                  busy={busyId === code.id}
                  onEdit={onEdit}
                  onAction={onAction}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </>
  );
}
