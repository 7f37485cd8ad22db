import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import postcss from 'postcss';
import { parseAst } from 'rolldown/parseAst';
import { namesUnusedComponent, UNUSED_ANTD_COMPONENTS, withoutRuleGenerators, withoutUnusedComponents } from './antd-styles';

const src = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('antd.css without unused components', () => {
  it('the app imports none of the components whose styles are left out', () => {
    const imported = new Set<string>();
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, 'utf8');
      for (const [, names] of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'antd'/g)) {
        for (const name of names.split(',')) imported.add(name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]);
      }
      // A table's filter shown as a tree renders antd's Tree.
      expect(text, `${file} shows a filter as a tree`).not.toMatch(/filterMode\s*[:=]\s*['"{]*tree/);
    }
    const leftOut = Object.keys(UNUSED_ANTD_COMPONENTS).filter((name) => imported.has(name));
    expect(leftOut, 'styles left out of antd.css by scripts/antd-styles.ts: take these off its list').toEqual([]);
    expect(imported).toContain('Button'); // the scan reads the app's imports at all
  });

  it('drops a rule only when every selector names an unused component, and nothing else', () => {
    const css = [
      '.ant-upload{color:red}',
      '.ant-upload-list .ant-btn{color:red}',
      '.ant-btn{color:blue}',
      '.ant-uploadish{color:green}',
      '.ant-select-dropdown,.ant-cascader-dropdown{z-index:1}',
      '@media (max-width:575px){.ant-slider{margin:0}}',
      '@media (max-width:575px){.ant-col-xs-24{width:100%}.ant-rate{margin:0}}',
      '@keyframes antSlideUpIn{from{opacity:0}to{opacity:1}}',
    ].join('');
    expect(withoutUnusedComponents(css)).toBe([
      '.ant-btn{color:blue}',
      '.ant-uploadish{color:green}',
      '.ant-select-dropdown,.ant-cascader-dropdown{z-index:1}',
      '@media (max-width:575px){.ant-col-xs-24{width:100%}}',
      '@keyframes antSlideUpIn{from{opacity:0}to{opacity:1}}',
    ].join(''));
  });

  it("keeps every selector of antd's own stylesheet that can match outside the unused components", () => {
    const css = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
    const trimmed = withoutUnusedComponents(css);
    const selectorsOf = (text: string) => {
      const found: string[] = [];
      postcss.parse(text).walkRules((rule) => { found.push(...rule.selectors); });
      return found;
    };
    const kept = new Set(selectorsOf(trimmed));
    const needed = selectorsOf(css).filter((selector) => !namesUnusedComponent(selector));
    expect(needed.filter((selector) => !kept.has(selector))).toEqual([]);
    expect(needed.some((selector) => selector.startsWith('.ant-btn'))).toBe(true);
    expect(trimmed.length).toBeLessThan(css.length * 0.85);
  });
});

describe("antd's style modules without their rule generators", () => {
  const antdEs = join(createRequire(import.meta.url).resolve('antd'), '../../es');
  const styleModules = readdirSync(antdEs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const dir = join(antdEs, entry.name, 'style');
      try {
        return readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => join(dir, name));
      } catch {
        return [];
      }
    });

  it('keeps the component token and options, and gives the rules argument an empty list', () => {
    const code = [
      "import { genStyleHooks } from '../../theme/internal';",
      'const genRules = (token) => [{ color: token.colorText }];',
      "export default genStyleHooks('Button', (token) => [genRules(token)], prepareComponentToken, { unitless: { fontWeight: true } });",
      "export const Sub = genSubStyleComponent(['Form', 'item'], genRules, prepareComponentToken);",
    ].join('\n');
    expect(withoutRuleGenerators(code, parseAst)).toBe([
      "import { genStyleHooks } from '../../theme/internal';",
      'const genRules = (token) => [{ color: token.colorText }];',
      "export default genStyleHooks('Button', () => [], prepareComponentToken, { unitless: { fontWeight: true } });",
      "export const Sub = genSubStyleComponent(['Form', 'item'], () => [], prepareComponentToken);",
    ].join('\n'));
    expect(withoutRuleGenerators('export const token = (t) => ({ gap: t.margin });', parseAst)).toBeNull();
  });

  it("reaches every hook antd makes: each module that calls a factory loses its rules and still parses", () => {
    const calling = styleModules.filter((file) => /\bgen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(readFileSync(file, 'utf8')));
    expect(calling.length).toBeGreaterThan(60);
    const missed = calling.filter((file) => {
      const code = readFileSync(file, 'utf8');
      const out = withoutRuleGenerators(code, parseAst);
      const calls = code.match(/\bgen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/g)!.length;
      return out === null || out.match(/\(\) => \[\]/g)?.length !== calls || parseAst(out).body.length === 0;
    });
    expect(missed).toEqual([]);
  });

  it('every ConfigProvider of the app is zero-runtime, so no component waits for rules the build left out', () => {
    const providers = sourceFiles(src).filter((file) => /<ConfigProvider\b/.test(readFileSync(file, 'utf8')));
    expect(providers.length).toBeGreaterThan(0);
    for (const file of providers) {
      const text = readFileSync(file, 'utf8');
      expect(text, `${file}: a ConfigProvider without zeroRuntime renders antd unstyled`).toMatch(/zeroRuntime:\s*true/);
      expect(text, `${file}: zero-runtime components take their rules from antd.css`).toMatch(/import 'antd\/dist\/antd\.css'/);
    }
  });
});
