import type { Preferences, Resume } from '@seeker/contract';
import { useCallback, useRef, useState } from 'react';
import { askPushPermissionIfChosen, enablePushIfChosen } from '@/features/notifications';
import { ApiError } from '@/lib/api-client';
import { useSavePreferences } from '../api/save-preferences';
import { toStoredPreferences, type WizardPreferences } from '../lib/wizard-state';
import { useSetPrimaryResume, useUploadResume, uploadErrorMessage } from '@/features/resumes';

export const saveErrorMessage = 'Error saving preferences.';
export const saveFailedAlert = 'Failed to save preferences. Please try again.';

export type WizardSubmitError = {
  message: string;
  /** The server's reason, when it gave one the user can act on. */
  detail?: string;
  /** Which part of the wizard the error is about: the resume upload, or the cron expression the server refused. */
  field?: 'resume' | 'customSchedule';
};

type SubmitInput = { userId: string | undefined; preferences: WizardPreferences; resumeFile: File | null };

type UseWizardSubmitOptions = {
  onUploaded: (resume: Resume) => void;
  onSaved: (preferences: Preferences) => void;
  /** Called with the error in the same update that shows it, so the wizard can move to the step it concerns. */
  onFailed?: (error: WizardSubmitError) => void;
};

/** The failed save's error: a refused cron expression is shown at its field, with the server's reason for it. */
export function toSaveError(error: unknown): WizardSubmitError {
  const detail = error instanceof ApiError && error.code !== 'UNKNOWN' ? error.message : undefined;
  const cronProblem = error instanceof ApiError ? error.fieldMessage('searchSchedule.customSchedule') : undefined;
  if (cronProblem) return { message: saveErrorMessage, detail: cronProblem, field: 'customSchedule' };
  return { message: saveErrorMessage, detail };
}

/** Finish: upload the chosen resume (if any), then save the preferences. One submit at a time. */
export function useWizardSubmit({ onUploaded, onSaved, onFailed }: UseWizardSubmitOptions) {
  const { mutateAsync: upload } = useUploadResume();
  const { mutateAsync: makePrimary } = useSetPrimaryResume();
  const { mutateAsync: save } = useSavePreferences();
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<WizardSubmitError | null>(null);

  const fail = useCallback(
    (failure: WizardSubmitError) => {
      setError(failure);
      onFailed?.(failure);
    },
    [onFailed],
  );

  const submit = useCallback(
    async ({ userId, preferences, resumeFile }: SubmitInput) => {
      if (inFlight.current) return;
      if (!userId) {
        window.alert(saveFailedAlert);
        return;
      }
      inFlight.current = true;
      // Asked within the Finish click, before anything is awaited (see askPushPermissionIfChosen).
      const permission = askPushPermissionIfChosen(preferences.searchSchedule);
      setSaving(true);
      setError(null);
      try {
        if (resumeFile) {
          try {
            const metadata = { title: resumeFile.name.slice(0, 200), keywords: preferences.roles.slice(0, 50) };
            const uploaded = await upload({ userId, file: resumeFile, metadata });
            // The review said this new upload is the one to search with: it is made primary, as chosen (a new
            // upload never becomes primary unasked anywhere else).
            await makePrimary({ userId, resumeId: uploaded.id });
            onUploaded(uploaded);
          } catch (uploadError) {
            fail({ message: uploadErrorMessage(uploadError), field: 'resume' });
            return;
          }
        }
        try {
          const response = await save({ userId, preferences: toStoredPreferences(preferences) });
          onSaved(response.preferences);
          // Not awaited: a push permission prompt or refusal never holds up or fails the save.
          void enablePushIfChosen(userId, response.preferences.searchSchedule, permission);
        } catch (saveError) {
          fail(toSaveError(saveError));
          window.alert(saveFailedAlert);
        }
      } finally {
        inFlight.current = false;
        setSaving(false);
      }
    },
    [upload, makePrimary, save, onUploaded, onSaved, fail],
  );

  /** The error about one field goes once that field changes: a message about a file no longer chosen misleads. */
  const clearFieldError = useCallback((field: NonNullable<WizardSubmitError['field']>) => {
    setError((current) => (current?.field === field ? null : current));
  }, []);

  return { submit, saving, error, clearFieldError };
}
