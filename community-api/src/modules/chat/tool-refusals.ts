import { ToolInputParsingException } from '@langchain/core/tools';
import { toolErrorMiddleware, ToolInvocationError } from 'langchain';

const LIMIT = 600;

/**
 * What the model reads when one of its tool calls is refused or fails. LangChain's own text holds
 * the error's stack (file paths of this server) and a failing tool's raw message (a database
 * error, say), and the model may be a third party's: it gets the schema's complaint about its
 * arguments, or a plain sentence, and `onFailure` hears about the rest.
 */
export function toolRefusals(onFailure: (tool: string, error: unknown) => void) {
  return toolErrorMiddleware({
    onError: (error, request) => {
      const tool = request.toolCall.name;
      // An abort is not the tool's failure: it ends the whole answer.
      if (request.runtime.signal?.aborted) return undefined;
      const cause = error instanceof ToolInvocationError ? error.toolError : error;
      if (cause instanceof ToolInputParsingException) {
        return `The arguments of ${tool} were refused. ${cause.message.slice(0, LIMIT)}\nFix the arguments and call it again, or answer without it.`;
      }
      onFailure(tool, error);
      return `${tool} failed. Try other arguments or another tool, or answer with what you have.`;
    },
  });
}
