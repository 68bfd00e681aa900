import type { SuiteSources } from '../support/test-app';

/**
 * What the harness apps' job sources serve: the board of the example in POST /api/jobs/from-link's body
 * schema, so a valid request reaches a saved job (a 2xx) and not a source that is turned off.
 */
export const harnessSources: SuiteSources = {
  enabled: ['greenhouse'],
  boards: {
    'greenhouse:acmerobotics': {
      companyName: 'Acme Robotics',
      jobs: [
        {
          id: '4012345',
          title: 'Robotics Software Engineer',
          company: 'Acme Robotics',
          location: 'Boston, MA',
          descriptionHtml: '<p>Write the software our robots run.</p>',
          postedAt: new Date('2026-11-01T09:00:00Z'),
        },
      ],
    },
  },
};
