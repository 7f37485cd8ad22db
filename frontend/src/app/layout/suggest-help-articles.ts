import { SESSION } from '@bank/contracts/identity';
import type { SuggestArticles } from '../../features/chat/components/use-chat-conversation';

/**
 * The chat's help articles for a message, from the help feature's answers. Loaded with the first
 * message, so the answers stay out of the shell's bundle.
 */
export function suggestHelpArticles(sessionTimeoutMinutes: number | undefined): SuggestArticles {
  return async (text) => {
    const { articlesForMessage, helpArticles } = await import('../../features/help/components/help-articles');
    const articles = helpArticles({ sessionTimeoutMinutes: sessionTimeoutMinutes ?? SESSION.DEFAULT_TIMEOUT_MINUTES });
    return articlesForMessage(articles, text).map((article) => ({ id: article.id, question: article.question, answer: article.answer[0] ?? '' }));
  };
}
