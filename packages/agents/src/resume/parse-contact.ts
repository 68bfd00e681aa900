import type { ParsedResume } from '@seeker/contract';
import { isLocation } from './split-header';

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const phonePattern = /(?:\+?\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{2,4})[\s.-]?\d{3,4}[\s.-]?\d{3,4}/;
const linkPattern = /(?:https?:\/\/|www\.)\S+|(?:linkedin\.com|github\.com|gitlab\.com|behance\.net|dribbble\.com)\/\S+/gi;
const separators = /\s*[|•·]\s*|\s{2,}|\t/;

type Contact = ParsedResume['contact'];

/** Name, headline, email, phone, location and links from the lines above the first section. */
export function parseContact(lines: readonly string[]): { contact: Contact; rest: string[] } {
  const contact: Contact = { name: '', headline: '', email: '', phone: '', location: '', links: [] };
  const rest: string[] = [];
  for (const line of lines) {
    let plain = true;
    for (const part of line.split(separators).map((value) => value.trim()).filter(Boolean)) {
      const links = part.match(linkPattern);
      if (links) {
        contact.links.push(...links.map((link) => link.replace(/[),.;]+$/, '')));
        plain = false;
        continue;
      }
      const email = emailPattern.exec(part);
      if (email) {
        contact.email ||= email[0];
        plain = false;
        continue;
      }
      const phone = phonePattern.exec(part);
      if (phone && phone[0].replace(/\D/g, '').length >= 7 && part.replace(phone[0], '').replace(/[^A-Za-z]/g, '').length <= 6) {
        contact.phone ||= phone[0].trim();
        plain = false;
        continue;
      }
      if (isLocation(part.replace(/\s+\d{5}(?:-\d{4})?$/, '')) && contact.name !== '') {
        contact.location ||= part;
        plain = false;
      }
    }
    if (!plain) continue;
    if (contact.name === '' && line.split(' ').length <= 5 && !/\d/.test(line)) contact.name = line;
    else if (contact.headline === '' && contact.name !== '' && line.split(' ').length <= 12 && !/[.!]$/.test(line)) contact.headline = line;
    else rest.push(line);
  }
  return { contact, rest };
}
