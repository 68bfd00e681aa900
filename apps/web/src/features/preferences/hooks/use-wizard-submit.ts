import type { Preferences, Resume } from '@seeker/contract';
import { useCallback, useRef, useState } from 'react';
import { useUploadResume } from '@/features/resumes/api/upload-resume';
import { uploadErrorMessage } from '@/features/resumes/lib/resume-error-messages';
import { ApiError } from '@/lib/api-client';
import { useSavePreferences } from '../api/save-preferences';
import { toStoredPreferences, type WizardPreferences } from '../lib/wizard-state';

export const saveErrorMessage = 'Error saving preferences.';
export const saveFailedAlert = 'Failed to save preferences. Please try again.';

export type WizardSubmitError = {
  message: string;
  /** The server's reason, when it gave one the user can act on (a refused cron expression, say). */
  detail?: string;
};

type SubmitInput = { userId: string | undefined; preferences: WizardPreferences; resumeFile: File | null };

type UseWizardSubmitOptions = {
  onUploaded: (resume: Resume) => void;
  onSaved: (preferences: Preferences) => void;
};

/** Finish: upload the chosen resume (if any), then save the preferences. One submit at a time. */
export function useWizardSubmit({ onUploaded, onSaved }: UseWizardSubmitOptions) {
  const { mutateAsync: upload } = useUploadResume();
  const { mutateAsync: save } = useSavePreferences();
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<WizardSubmitError | null>(null);

  const submit = useCallback(
    async ({ userId, preferences, resumeFile }: SubmitInput) => {
      if (inFlight.current) return;
      if (!userId) {
        window.alert(saveFailedAlert);
        return;
      }
      inFlight.current = true;
      setSaving(true);
      setError(null);
      try {
        if (resumeFile) {
          try {
            const metadata = { title: resumeFile.name.slice(0, 200), keywords: preferences.roles.slice(0, 50) };
            onUploaded(await upload({ userId, file: resumeFile, metadata }));
          } catch (uploadError) {
            setError({ message: uploadErrorMessage(uploadError) });
            return;
          }
        }
        try {
          const response = await save({ userId, preferences: toStoredPreferences(preferences) });
          onSaved(response.preferences);
        } catch (saveError) {
          const detail = saveError instanceof ApiError && saveError.code !== 'UNKNOWN' ? saveError.message : undefined;
          setError({ message: saveErrorMessage, detail });
          window.alert(saveFailedAlert);
        }
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [upload, save, onUploaded, onSaved],
  );

  return { submit, saving, error };
}
