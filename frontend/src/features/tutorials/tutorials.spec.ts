import { describe, expect, it } from 'vitest';
import { AUTO_START_BY_PATH, findTutorial, searchTutorials, TUTORIALS } from './tutorials';

// The client's sources as text. A tutorial step points at its target by a `[data-tour="…"]`
// selector; these tests follow the imports of the page the tutorial runs on and look for the
// element there, so a renamed or removed target fails here instead of the step silently showing
// centred in a customer's browser.
const HERE = 'file:///src/features/tutorials/';
const SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(import.meta.glob<string>(['../../**/*.ts', '../../**/*.tsx', '!../../**/*.spec.ts'], { query: '?raw', import: 'default', eager: true }))
    // Vite keys each file by its shortest relative path; one absolute name per file instead.
    .map(([key, text]) => [new URL(key, HERE).pathname, text]),
);
const ROUTER = '/src/app/router.tsx';
const SHELL = '/src/app/layout/app-shell.tsx';

/** The source an import names ('../d' from '/src/a/b/c.tsx' → '/src/a/d.tsx', or .ts, or its index). */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = new URL(specifier, `file://${from}`).pathname;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => candidate in SOURCES);
}

/** Every source a module pulls in, statically or lazily, itself included. */
function reachableFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of SOURCES[file].matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveImport(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}

/** The page component's module a signed-in path renders, read from the router. */
function pageModule(path: string): string {
  const router = SOURCES[ROUTER];
  const component = new RegExp(`<Route path="${path.replace(/^\//, '')}" element={<(\\w+)`).exec(router)?.[1];
  expect(component, `a route for ${path}`).toBeDefined();
  const specifier = new RegExp(`const ${component} = lazyNamed\\(\\s*\\(\\) => import\\('([^']+)'\\)`).exec(router)?.[1];
  expect(specifier, `the module of ${component}`).toBeDefined();
  const module = resolveImport(ROUTER, specifier!);
  expect(module, `the source of ${specifier}`).toBeDefined();
  return module!;
}

const targetName = (selector: string) => /^\[data-tour="([\w-]+)"\]$/.exec(selector)?.[1];
const renders = (files: Set<string>, name: string) => [...files].some((file) => SOURCES[file].includes(`data-tour="${name}"`));

describe('tutorial targeting', () => {
  it.each(TUTORIALS.map((tutorial) => [tutorial.id, tutorial] as const))('%s: every step points at an element its page renders', (_, tutorial) => {
    // Without a page of its own the tour runs on any signed-in page: its targets are in the shell.
    const files = reachableFrom(tutorial.page ? pageModule(tutorial.page) : SHELL);
    expect(files.size).toBeGreaterThan(1);
    // The fallback too: what a step points at while its page does not show the target yet.
    const missing = tutorial.steps
      .flatMap((step) => [step.targetElement, step.fallbackTarget].filter((selector): selector is string => typeof selector === 'string').map((selector) => ({ step, selector })))
      .filter(({ selector }) => {
        const name = targetName(selector);
        return !name || !renders(files, name);
      })
      .map(({ step, selector }) => `${step.id} → ${selector}`);
    expect(missing).toEqual([]);
  });

  it('a step without a target is shown centred', () => {
    const untargeted = TUTORIALS.flatMap((tutorial) => tutorial.steps).filter((step) => step.targetElement === null);
    expect(untargeted.length).toBeGreaterThan(0);
    expect(untargeted.map((step) => step.position)).toEqual(untargeted.map(() => 'center'));
  });

  it('tutorial and step ids are unique, so progress and the current step are kept under one name', () => {
    const ids = TUTORIALS.map((tutorial) => tutorial.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tutorial of TUTORIALS) expect(new Set(tutorial.steps.map((s) => s.id)).size).toBe(tutorial.steps.length);
  });

  it('a page auto-starts a tutorial that runs on that page (or on any page)', () => {
    for (const [path, id] of Object.entries(AUTO_START_BY_PATH)) {
      const tutorial = findTutorial(id);
      expect(tutorial, `${path} → ${id}`).toBeDefined();
      expect([path, undefined]).toContain(tutorial!.page);
    }
  });
});

describe('tutorial search', () => {
  it('matches the title, the description or the category, whatever the case', () => {
    expect(searchTutorials('ABROAD').map((t) => t.id)).toEqual(['international-transfer']);
    expect(searchTutorials('signature').map((t) => t.id)).toEqual(['security-setup']);
    expect(searchTutorials('security').map((t) => t.id)).toContain('security-setup');
  });

  it('lists every tutorial for an empty search and none for a stranger', () => {
    expect(searchTutorials('  ')).toHaveLength(TUTORIALS.length);
    expect(searchTutorials('mortgage')).toEqual([]);
  });
});
