import type TestAgent from 'supertest/lib/agent.js';

/** Walks a keyset-paged list to its end, two items a page, and returns every item in order. */
export async function everyPage(agent: TestAgent, path: string): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const res: { body: { items: any[]; nextCursor: string | null } } = await agent.get(`${path}${separator}limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`).expect(200);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}
