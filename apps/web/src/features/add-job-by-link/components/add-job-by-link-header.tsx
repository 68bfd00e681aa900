import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** The dialog's title and what it does: the same while its content loads. */
export function AddJobByLinkHeader() {
  return (
    <DialogHeader>
      <DialogTitle>Add a job</DialogTitle>
      <DialogDescription>
        Paste the address of a job page, on a job board (Workday, Greenhouse, Lever, Ashby, SmartRecruiters, BambooHR and more) or a company&apos;s
        own careers site, or type the job in. Seeker saves it with your other jobs, ranked against your preferences.
      </DialogDescription>
    </DialogHeader>
  );
}
