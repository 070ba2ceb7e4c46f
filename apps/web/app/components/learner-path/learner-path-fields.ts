import { graphql } from '@academy/graphql-client';

/** What a learner's path shows (LearnerPathList), asked alike by the private page and the admin. */
export const LearnerPathFieldsFragment = graphql(`
  fragment LearnerPathFields on LearnerPath {
    completed {
      programme
      level
      completedAt
      external
      certificateNumber
    }
    booked {
      programme
      level
      status
      date
    }
    next {
      programme
      level
    }
  }
`);
