// "Check what Seeker read": a resume as fields its owner confirms, and the confirmed fields as tailoring reads them.
export { readStructure, toStructure } from './read-structure';
export { confirmedToParsed } from './confirmed-to-parsed';
export { askLlmForStructure, llmStructureSchema, type LlmStructureAnswer } from './ask-llm-for-structure';
export { structureFromLlmAnswer, structureWithoutLlm, readStructureWithLlm } from './structure-with-llm';
