// Add a job by its link (or type it in): the dialog a screen places, and what it says once a job is added.
export { AddJobByLinkDialog, addedJobMessage } from './components/add-job-by-link-dialog';
