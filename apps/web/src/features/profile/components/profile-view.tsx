import type { UserProfile } from '@seeker/contract';
import type { ReactNode } from 'react';
import { formatMonth } from '@/lib/format-dates';

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h2 className="text-base font-semibold">{title}</h2>
      {empty ? <p className="text-sm text-muted-foreground">Nothing added yet.</p> : children}
    </section>
  );
}

/** View mode of the Profile screen. */
export function ProfileView({ profile }: { profile: UserProfile }) {
  return (
    <div className="grid gap-6">
      <Section title="About" empty={profile.bio === ''}>
        <p className="text-sm whitespace-pre-line">{profile.bio}</p>
      </Section>
      <Section title="Skills" empty={profile.skills.length === 0}>
        <ul className="flex flex-wrap gap-2">
          {profile.skills.map((skill) => (
            <li key={skill} className="rounded-full bg-muted px-3 py-1 text-sm">
              {skill}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Experience" empty={profile.experience.length === 0}>
        <ul className="grid gap-3">
          {profile.experience.map((job, index) => (
            <li key={index} className="text-sm">
              <p className="font-medium">
                {job.title} · {job.company}
              </p>
              <p className="text-muted-foreground">
                {formatMonth(job.startDate)} – {job.endDate ? formatMonth(job.endDate) : 'Present'}
                {job.location && ` · ${job.location}`}
              </p>
              {job.description && <p className="mt-1 whitespace-pre-line">{job.description}</p>}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Education" empty={profile.education.length === 0}>
        <ul className="grid gap-2">
          {profile.education.map((entry, index) => (
            <li key={index} className="text-sm">
              <p className="font-medium">{entry.school}</p>
              <p className="text-muted-foreground">{[entry.degree, entry.field, String(entry.graduationYear)].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Links" empty={profile.links.length === 0}>
        <ul className="grid gap-1">
          {profile.links.map((link, index) => (
            <li key={index} className="text-sm">
              {link.type}:{' '}
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="break-all text-primary underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {link.url}
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
