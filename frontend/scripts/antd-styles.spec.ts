import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import postcss from 'postcss';
import { namesUnusedComponent, UNUSED_ANTD_COMPONENTS, withoutUnusedComponents } from './antd-styles';

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
