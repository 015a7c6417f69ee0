/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@tailwindcss/node';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(file, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) out.push(file);
  }
  return out;
}

/** Every word of every string literal in the app's source that Tailwind turns into CSS: the classes it uses. */
async function classesOfTheApp(): Promise<string[]> {
  const words = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const literal of text.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      for (const word of literal[2]!.split(/\s+/)) if (/^[!-]?[a-z@][^\s]*$/.test(word)) words.add(word);
    }
  }
  const compiler = await compile(fs.readFileSync(path.join(SRC, 'index.css'), 'utf8'), {
    base: SRC,
    onDependency: () => {},
  });
  const css = compiler.build([...words]);
  const selector = (word: string) => word.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
  const literal = (text: string) => text.replace(/[\\.*+?^${}()|[\]]/g, '\\$&');
  return [...words].filter((word) => new RegExp(`\\.${literal(selector(word))}(?=[\\s{:,>.\\[)])`).test(css));
}

describe('cn', () => {
  it('drops falsy parts', () => {
    expect(cn('a', false, null, undefined, 0, 'b')).toBe('a b');
  });

  it('lets a later Tailwind class override an earlier one of the same kind', () => {
    expect(cn('bg-white px-2 text-ink', 'bg-brand-600 px-4')).toBe('text-ink bg-brand-600 px-4');
    expect(cn('p-5 pb-3 sm:p-6', 'p-0')).toBe('sm:p-6 p-0');
    expect(cn('p-0', 'pb-3')).toBe('p-0 pb-3');
    expect(cn('text-sm text-muted', 'text-ink')).toBe('text-sm text-ink');
    expect(cn('border border-line', 'border-2')).toBe('border-line border-2');
    expect(cn('hover:bg-fill', 'bg-surface')).toBe('hover:bg-fill bg-surface');
  });

  it('agrees with tailwind-merge on every pair of classes the app uses', async () => {
    const classes = await classesOfTheApp();
    // Enough to be the app's classes, not a harvest that found nothing.
    expect(classes.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        // The theme's own animations (animate-fade-in, animate-dialog-in) are unknown to tailwind-merge, which
        // keeps both; they set the same property, so cn lets the later win as it does for every other utility.
        if (first.includes('animate-') && second.includes('animate-')) continue;
        if (cn(first, second) !== twMerge(`${first} ${second}`)) differences.push(`${first} + ${second}`);
      }
    }
    expect(differences).toEqual([]);
  }, 60_000);
});
