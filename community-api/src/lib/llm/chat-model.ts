import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatOpenAI } from '@langchain/openai';
import type { Config } from '../../config.js';

/**
 * The chatbot's model: any OpenAI-compatible server (OpenAI, a local Ollama, vLLM or llama.cpp)
 * when a key is configured; undefined means the offline recommender answers instead.
 */
export function createChatModel(llm: Config['chat']['llm'], timeouts: Config['chat']['modelTimeouts']): BaseChatModel | undefined {
  if (!llm) return undefined;
  return new ChatOpenAI({
    model: llm.model,
    apiKey: llm.apiKey,
    temperature: 0.3,
    // The SDK's timeout ends when the response's headers arrive, so it only bounds the wait for
    // them; the chat's own deadline and idle timer (agent-recommender.ts) bound the rest.
    timeout: timeouts.idleMs,
    // No retries: a retried 429 waits out its Retry-After (up to a minute) and a 500 backs off,
    // while the member watches an empty answer; the offline recommender answers at once instead.
    maxRetries: 0,
    configuration: llm.baseUrl ? { baseURL: llm.baseUrl } : {},
  });
}
