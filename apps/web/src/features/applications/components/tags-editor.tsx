import { applicationLimits, applicationMessages } from '@seeker/contract';
import { useState } from 'react';
import { FormError } from '@/components/ui/form-error';
import { TagInput } from '@/components/ui/tag-input';
import { useUpdateApplication } from '../api/update-application';
import { errorText } from '../lib/error-text';

/** Tags, saved at each change; the board filters by them. A refused change puts the tags back. */
export function TagsEditor({ jobId, tags }: { jobId: string; tags: string[] }) {
  const update = useUpdateApplication();
  const [shown, setShown] = useState(tags);
  const [saved, setSaved] = useState(tags);
  const [error, setError] = useState<string | null>(null);
  // Tags read again from the server (another tab, say) replace what is shown.
  if (tags !== saved) {
    setSaved(tags);
    setShown(tags);
  }

  function change(next: string[]) {
    if (next.length > applicationLimits.tags) return setError(applicationMessages.tooManyTags);
    setError(null);
    const before = shown;
    setShown(next);
    update.mutate(
      { jobId, change: { tags: next } },
      {
        onError: (failure) => {
          setShown(before);
          setError(errorText(failure, applicationMessages.saveFailed));
        },
      },
    );
  }

  return (
    <div className="grid gap-2">
      <TagInput label="Tags" value={shown} onChange={change} maxLength={applicationLimits.tag} placeholder="referral, dream job…" />
      <FormError message={error} />
    </div>
  );
}
