import { describe, expect, it } from 'vitest';
import { articlesForMessage, helpArticles } from './help-articles';

const articles = helpArticles({ sessionTimeoutMinutes: 15 });

describe("the chat's help articles for a message", () => {
  it('finds the answers a sentence is about, not only word for word', () => {
    const found = articlesForMessage(articles, 'How do I download my statement as a PDF?');
    expect(found[0].question).toBe('Which statements can I download?');
    expect(found.length).toBeLessThanOrEqual(2);
  });

  it('offers nothing for a message with no meaningful word that matches', () => {
    expect(articlesForMessage(articles, 'hello, thanks')).toEqual([]);
    expect(articlesForMessage(articles, 'zzzqqq')).toEqual([]);
  });
});
