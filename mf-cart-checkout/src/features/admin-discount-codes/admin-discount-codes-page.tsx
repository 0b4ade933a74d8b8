import {
  AdminLoading,
  AdminPage,
  ApiError,
  Button,
  EmptyState,
  isSessionEnded,
  LoadError,
  SessionEnded,
  Spinner,
  toast,
} from '@healing/platform';
import { useState } from 'react';
import type { AdminDiscountCodeDto } from '../../api/discount-code-contracts';
import {
  DISCOUNT_CODES_SESSION_TASK,
  type DiscountCodeAction,
  useDiscountCodeAction,
  useDiscountCodes,
} from './api/admin-discount-codes-api';
import { DiscountCodeForm } from './components/discount-code-form';
import { DiscountCodeList } from './components/discount-code-list';

/** What each action did, for its toast. */
const DONE: Record<DiscountCodeAction, string> = {
  end: 'has ended',
  archive: 'is archived',
  restore: 'is back on the list of codes shoppers can use',
  delete: 'is deleted',
};

type Editing = { kind: 'new' } | { kind: 'edit'; code: AdminDiscountCodeDto } | null;

/**
 * `/admin/discount-codes`: every code with its rule, dates, uses and state; create, edit, end,
 * archive or restore one, and delete one never used.
 */
export function AdminDiscountCodesPage() {
  const codes = useDiscountCodes();
  const act = useDiscountCodeAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  if (sessionEnded || isSessionEnded(codes.error)) {
    return <SessionEnded task={DISCOUNT_CODES_SESSION_TASK} />;
  }

  const onAction = async (code: AdminDiscountCodeDto, action: DiscountCodeAction) => {
    setBusyId(code.id);
    try {
      await act.mutateAsync({ id: code.id, action });
      toast({ title: `${code.code} ${DONE[action]}` });
    } catch (error) {
      if (isSessionEnded(error)) return setSessionEnded(true);
      toast({
        title: 'Not changed',
        description:
          (error instanceof ApiError && error.serverMessage) ||
          'The discount code could not be changed. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusyId(null);
    }
  };

  const data = codes.data;
  return (
    <AdminPage
      title="Discount codes"
      description="Codes shoppers type in the cart or at checkout, in any letter case."
      actions={
        editing === null && (
          <Button onClick={() => setEditing({ kind: 'new' })}>New discount code</Button>
        )
      }
    >
      {editing && (
        <DiscountCodeForm
          key={editing.kind === 'edit' ? editing.code.id : 'new'}
          code={editing.kind === 'edit' ? editing.code : undefined}
          onDone={() => setEditing(null)}
          onSessionEnded={() => setSessionEnded(true)}
        />
      )}
      {codes.isPending ? (
        <AdminLoading>
          <Spinner label="Loading discount codes" />
        </AdminLoading>
      ) : codes.isError && !data ? (
        <LoadError
          title="The discount codes could not be loaded."
          text="Please check your connection and try again."
          onRetry={() => void codes.refetch()}
          isRetrying={codes.isFetching}
        />
      ) : data && data.codes.length === 0 ? (
        <EmptyState>
          <p>No discount codes yet. Create one, and shoppers can use it at once.</p>
        </EmptyState>
      ) : data ? (
        <DiscountCodeList
          codes={data.codes}
          busyId={busyId}
          onEdit={(code) => {
            setEditing({ kind: 'edit', code });
            window.scrollTo?.({ top: 0 });
          }}
          onAction={(code, action) => void onAction(code, action)}
        />
      ) : null}
    </AdminPage>
  );
}
