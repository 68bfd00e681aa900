import { Building2, ClipboardList, FileText, Search, type LucideIcon } from 'lucide-react';

export type Assistant = {
  name: string;
  description: string;
  icon: LucideIcon;
  /** The card's button; none for an assistant that is not active yet. */
  action?: { label: string; to: string };
};

/** Spec part 1 section 1's four assistants, with the actions and routes of section 2. */
export const assistants: Assistant[] = [
  {
    name: 'Job Discovery Agent',
    description: 'Scans job boards against your preferences.',
    icon: Search,
    action: { label: 'Find Jobs', to: '/jobs' },
  },
  {
    name: 'Company Research Agent',
    description: 'Company culture, reviews, team structure.',
    icon: Building2,
    action: { label: 'Research Company', to: '/company-research/new' },
  },
  {
    name: 'Resume Tailoring Agent',
    description: 'Suggests resume and cover-letter changes from a job description.',
    icon: FileText,
    action: { label: 'Tailor Resume', to: '/resume-tailoring/new' },
  },
  {
    name: 'Application Manager',
    description: 'Tracks applications, reminders and follow-ups.',
    icon: ClipboardList,
    action: { label: 'Open Applications', to: '/applications' },
  },
];
