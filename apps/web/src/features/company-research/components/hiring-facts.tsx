import type { CompanyResearch } from '@seeker/contract';
import { formatDateOf } from '@/lib/format-dates';
import { formatShare } from '../lib/format-research';
import { Cite } from './citation';

/** What the company's open postings in this search show. */
export function HiringFacts({ record }: { record: CompanyResearch }) {
  const { hiring } = record;
  return (
    <div className="text-sm">
      <p>
        {hiring.openRoles} open {hiring.openRoles === 1 ? 'role' : 'roles'} · {formatShare(hiring.remoteShare)} remote
        {hiring.lastPostedAt ? ` · newest ${formatDateOf(hiring.lastPostedAt)}` : ''}
        <Cite record={record} field="hiring" />
      </p>
      {hiring.roles.length > 0 && (
        <p className="text-muted-foreground">
          Top roles:{' '}
          {hiring.roles
            .slice(0, 3)
            .map((role) => `${role.title} (${role.count})`)
            .join(' · ')}
        </p>
      )}
    </div>
  );
}
