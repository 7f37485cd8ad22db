import { readFileSync } from 'node:fs';
import { handlerEntries, HANDLERS_DOC, handlersMarkdown } from './handlers-map.js';

describe('docs/handlers.md, the map of commands, queries and events to their handlers', () => {
  it('is what the code says (run `npm run docs:handlers` after adding or renaming one)', () => {
    expect(readFileSync(HANDLERS_DOC, 'utf8')).toBe(handlersMarkdown());
  });

  it('finds every kind, and one handler per command and query', () => {
    const entries = handlerEntries();
    for (const kind of ['command', 'query', 'event'] as const) expect(entries.some((e) => e.kind === kind)).toBe(true);
    for (const kind of ['command', 'query'] as const) {
      const messages = entries.filter((e) => e.kind === kind).map((e) => e.message);
      expect(messages.filter((m, i) => messages.indexOf(m) !== i)).toEqual([]);
    }
  });
});
