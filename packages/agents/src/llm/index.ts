export { createLlm, type Llm, type LlmConfig, type LlmRequest } from './create-llm';
export { describeLlmFailure, LlmError, type LlmErrorKind } from './llm-error';
