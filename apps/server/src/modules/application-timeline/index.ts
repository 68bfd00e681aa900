// What other modules may use of application-timeline: the timeline's writer, below applications and
// saved-jobs alike (a move of a saved job records the stage it leaves).
export { contactFacts, followUpFacts, interviewFacts, recordTimelineEvents, type TimelineEvent } from './record-timeline-event';
