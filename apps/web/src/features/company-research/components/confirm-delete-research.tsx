import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Delete Research asks first; Escape or Cancel keeps it. */
export function ConfirmDeleteResearch({ company, onCancel, onConfirm }: { company: string | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      open={company !== null}
      title="Delete this research?"
      description={`The research on ${company} leaves this search. Its jobs stay; you can research the company again from a job.`}
      action="Delete"
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
