import { BriefcaseBusiness, Building2, ClipboardList, FilePen, LayoutDashboard, Settings, UserRound, type LucideIcon } from 'lucide-react';

export type MenuEntry = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The path that marks this entry current: itself, and (unless `end`) anything below it. */
  match: string;
  end?: boolean;
};

export const menuEntries: readonly MenuEntry[] = [
  { label: 'Dashboard', to: '/', icon: LayoutDashboard, match: '/', end: true },
  { label: 'Applications', to: '/applications', icon: ClipboardList, match: '/applications' },
  { label: 'Job Search', to: '/jobs', icon: BriefcaseBusiness, match: '/jobs' },
  { label: 'Company Research', to: '/company-research/new', icon: Building2, match: '/company-research' },
  { label: 'Resume Tailoring', to: '/resume-tailoring/new', icon: FilePen, match: '/resume-tailoring' },
  { label: 'Profile', to: '/profile', icon: UserRound, match: '/profile' },
  { label: 'Settings', to: '/settings', icon: Settings, match: '/settings' },
];

export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (entry.end) return path === entry.match;
  return path === entry.match || path.startsWith(`${entry.match}/`);
}
