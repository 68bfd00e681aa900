// A sample resume and posting, for trying the screen out. The screen marks them as samples wherever
// they are in use: they are never passed off as the user's own.
export const sampleResume = `Alex Morgan
Frontend Developer
Denver, CO | alex.morgan@example.com | (720) 555-0134

SUMMARY
Frontend developer who builds accessible, fast web apps and enjoys working closely with designers.

EXPERIENCE
Frontend Developer, Summit Outdoor Co. — Mar 2021 – Present
• Built the online store's product pages in React and TS, used by 300,000 shoppers a month
• Cut the checkout's load time by 40% by splitting bundles and caching API calls
• Wrote unit tests with Jest for the cart and payment flows

Web Developer | Aspen Media | Boulder, CO
Jun 2018 – Feb 2021
• Built marketing sites in JavaScript, HTML and CSS for 25 clients
• Worked with designers in Figma to turn mockups into responsive pages

SKILLS
JavaScript, TS, React, HTML, CSS, Jest, Git, Figma

EDUCATION
B.A. Media Studies, University of Colorado Boulder, 2018`;

export const sampleJob = {
  title: 'Frontend Engineer',
  company: 'Sample Company',
  description: `Frontend Engineer — Sample Company (Remote)

What you'll do
- Build product features in React and TypeScript
- Own accessibility and performance across the web app
- Work with designers and backend engineers on REST APIs

Requirements
- 3+ years of professional JavaScript and TypeScript
- Experience with React, CSS and testing (Jest or Playwright)

Nice to have
- GraphQL
- Next.js`,
};
