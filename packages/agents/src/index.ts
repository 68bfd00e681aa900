// Agents (job discovery, company research, resume tailoring) land here in later issues.
// They stay pure: inputs in, typed results out, with fetch and the LLM injected.
export {};
