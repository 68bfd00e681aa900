/**
 * One size for every step and for the loading state, so the dialog neither grows nor moves between
 * steps; the header and the Back/Next footer stay put and only the step body scrolls.
 */
export const wizardDialogClassName = 'flex h-[min(42rem,calc(100dvh-2rem))] max-w-2xl flex-col gap-4 overflow-hidden p-4 sm:p-6';
