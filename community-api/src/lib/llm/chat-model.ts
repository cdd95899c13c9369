import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { ChatOpenAI } from '@langchain/openai';
import type { Config } from '../../config.js';

/**
 * The chatbot's model: any OpenAI-compatible server (OpenAI, a local Ollama, vLLM or llama.cpp)
 * when a key is configured; undefined means the offline recommender answers instead.
 */
export function createChatModel(llm: Config['chat']['llm']): BaseChatModel | undefined {
  if (!llm) return undefined;
  return new ChatOpenAI({
    model: llm.model,
    apiKey: llm.apiKey,
    temperature: 0.3,
    // A slow or unreachable server must not hold a request (and a quota slot) for minutes.
    timeout: 30_000,
    maxRetries: 1,
    configuration: llm.baseUrl ? { baseURL: llm.baseUrl } : {},
  });
}
