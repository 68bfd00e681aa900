// The wizard's steps after Upload Resume, with their fields' libraries (tag input, select, checkbox, slider,
// collapsible): fetched when the person first asks for one of them, so a new guest's first screen (the
// wizard on its first step) is without them. The Custom cron's check comes later still (lazy-cron-field.tsx).
export { AdvancedPreferencesStep } from './advanced-preferences-step';
export { BasicPreferencesStep } from './basic-preferences-step';
export { ReviewStep } from './review-step';
export { SearchFiltersStep } from './search-filters-step';
export { SearchScheduleStep } from './search-schedule-step';
