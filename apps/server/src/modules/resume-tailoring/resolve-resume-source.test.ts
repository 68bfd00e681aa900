import { describe, expect, it } from 'vitest';
import { resumeFromMessage } from './resolve-resume-source';

const resume =
  'Sam Rivera\nSoftware Engineer\nsam@example.com\n\nEXPERIENCE\nSoftware Engineer, Brightline — Mar 2019 – Present\n• Built the booking app in React and TypeScript\n• Wrote the billing service\n\nSKILLS\nReact, TypeScript';
const posting = 'Platform Engineer\nRequirements\n- Kubernetes\n- Terraform\n- React';

describe('resumeFromMessage (spec part 2 section 7: the resume inside `message`)', () => {
  it('takes the posting out however it was sent: labelled, with CRLF line endings, or re-indented', () => {
    for (const message of [
      `Resume:\n${resume}\n\nJob description:\n${posting.replace(/\n/g, '\r\n')}`,
      `${resume}\n\n${posting.replace(/\n/g, '\r\n  ')}`,
      `${resume}\n${posting}`,
    ]) {
      expect(resumeFromMessage(message, posting)).toEqual({ resume_text: resume });
    }
  });

  it("takes a link to one of the caller's resumes as the resume, to be checked as theirs", () => {
    expect(resumeFromMessage(`Please tailor https://seeker.example/api/resumes/abc_123/file to:\n${posting}`, posting)).toEqual({
      resume_url: 'https://seeker.example/api/resumes/abc_123/file',
    });
    expect(resumeFromMessage(`See https://seeker.example/api/resumes/abc_123/file.`, posting)).toEqual({
      resume_url: 'https://seeker.example/api/resumes/abc_123/file',
    });
    expect(resumeFromMessage(`https://seeker.example/api/resumes/abc_123/file?user_id=u1`, posting)).toEqual({
      resume_url: 'https://seeker.example/api/resumes/abc_123/file',
    });
  });

  it('finds no resume in an instruction, or in the posting itself', () => {
    expect(resumeFromMessage('Tailor my resume to this job', posting)).toEqual({});
    const long = `${posting}\n- Go\n- Rust\n- Kafka and event streaming at scale for a fleet of services across regions`;
    expect(resumeFromMessage(long.replace(/\n/g, ' '), long)).toEqual({});
  });
});
