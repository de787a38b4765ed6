import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocs, type StatechartDocs } from '../../scripts/statecharts/build-docs';
import { DOCS_DIR, discoverMachines, MACHINES_DIR, REPO_ROOT } from '../../scripts/statecharts/discover';
import { keyFlows } from '../../scripts/statecharts/sequences';
import { FLOWS_DOC, toFlowsMarkdown } from '../../scripts/statecharts/system-doc';
import { receiverOf, sendersOf, siteText } from '../../scripts/statecharts/system-messages';
import { SYSTEM_IDS } from '../../machines/shared/system-ids';

// An analyst must see who tells whom what: every message in machines/ is drawn and listed.
const REGENERATE = 'Run `npm run docs:statecharts -- --svg` and commit docs/statecharts/.';

let docs: StatechartDocs;

beforeAll(async () => {
  docs = buildDocs(await discoverMachines());
});

const committed = (file: string) => readFileSync(join(DOCS_DIR, file), 'utf8');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Counted apart from the generator: each call written in machines/, outside comments and imports. */
function callsInCode(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const path of sourceFiles(MACHINES_DIR)) {
    const file = relative(REPO_ROOT, path);
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (/^\s*(\/\/|\*|\/\*)|^\s*import\b/.test(line)) continue;
      for (const [, call] of line.matchAll(/\b(sendTo|emit|spawnChild)\(/g)) {
        const kind = call === 'spawnChild' ? 'spawn' : call;
        counts.set(`${file} ${kind}`, (counts.get(`${file} ${kind}`) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/** The rows of system.md's "Every message in the code" table, counted per file and kind. */
function rowsInDocs(systemDoc: string): Map<string, number> {
  const section = systemDoc.split('## Every message in the code')[1]?.split('\n## ')[0] ?? '';
  const counts = new Map<string, number>();
  for (const [, kind, file] of section.matchAll(/^\| [^|]+ \| [^|]+ \| (\w+) \| .* \| `([^`]+)` \|$/gm)) {
    counts.set(`${file} ${kind}`, (counts.get(`${file} ${kind}`) ?? 0) + 1);
  }
  return counts;
}

describe('the messages between actors are in the statechart docs', () => {
  it('every sendTo, emit and spawnChild in machines/ is a row of system.md, as many per file as the code has', () => {
    const code = callsInCode();
    const drawn = rowsInDocs(committed('system.md'));
    const total = (counts: Map<string, number>, kinds: string[]) =>
      [...counts].filter(([key]) => kinds.includes(key.split(' ')[1])).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `messages: in code ${total(code, ['sendTo', 'emit', 'spawn'])}, in system.md ${total(drawn, ['sendTo', 'emit', 'spawn'])}`,
    );
    const kinds = ['sendTo', 'emit', 'spawn'];
    const listed = new Map([...drawn].filter(([key]) => kinds.includes(key.split(' ')[1])));
    expect(Object.fromEntries(listed), REGENERATE).toEqual(Object.fromEntries(code));
  });

  it('every message is on its machine page, under the transition, state or actor that sends it', () => {
    const missing = docs.messages.sites
      .filter((site) => !committed(`${site.machine}.md`).includes(siteText(site, docs.messages.sites)))
      .map((site) => `${site.machine}.md: ${site.within} ${siteText(site, docs.messages.sites)}`);
    expect(missing, REGENERATE).toEqual([]);
  });

  it('every message and every spawn is an arrow of the system picture, from its sender to its receiver', () => {
    const picture = docs.mermaid.get('system') ?? '';
    for (const site of docs.messages.sites) {
      const shown = site.kind === 'spawn' ? 'spawns' : site.events[0];
      expect(picture, `${site.within}: ${shown}`).toContain(shown);
    }
    expect(committed('system.md')).toContain(picture);
  });

  it('every event a machine accepts names who sends it (another actor or a source outside the machines), and usage.configure is the one nobody sends', () => {
    const unsent = docs.models.flatMap((model) => {
      const page = committed(`${model.name}.md`);
      const section = page.split('### Who sends the events it accepts')[1] ?? '';
      return model.events
        .filter(
          (event) =>
            !new RegExp(`^\\| \`${event.type.replace(/\./g, '\\.')}\` \\| (?!no sender)`, 'm').test(section),
        )
        .map((event) => `${model.name}: ${event.type}`);
    });
    // usage gets its settings as input at spawn; its `usage.configure` is sent by no code.
    expect(unsent).toEqual(['usage: usage.configure']);
    for (const sender of docs.messages.outside) {
      const receivers = docs.models.filter((model) =>
        model.events.some((event) => event.type === sender.event),
      );
      for (const model of receivers) {
        expect(committed(`${model.name}.md`), `${model.name}: ${sender.event}`).toContain(sender.file);
      }
    }
  });

  it('every event a machine emits names the action that emits it, also where the event is computed', () => {
    const unnamed = docs.models.flatMap((model) => {
      const section = committed(`${model.name}.md`).split('## Emitted events')[1]?.split('\n## ')[0] ?? '';
      return [...section.matchAll(/^\| `([^`]+)` \| (.*) \|$/gm)]
        .filter(([, , by]) => !by.startsWith('`'))
        .map(([, type]) => `${model.name}: ${type}`);
    });
    expect(unnamed, REGENERATE).toEqual([]);
  });

  describe('the key flows (flows.md)', () => {
    let flows: Awaited<ReturnType<typeof keyFlows>>;
    beforeAll(async () => {
      flows = await keyFlows();
    });

    it('the sequence diagrams of sign-in, environment switch, filter change and sign-out in two tabs are what the real machines do now', () => {
      expect(flows.map((flow) => flow.title)).toEqual([
        'Sign-in',
        'Environment switch',
        'Filter change to figures',
        'Sign-out in two tabs',
      ]);
      expect(committed(FLOWS_DOC), REGENERATE).toBe(toFlowsMarkdown(flows));
    });

    it('every message one actor sends another in a flow is a message of the code, listed in system.md', () => {
      const named = new Set<string>(Object.values(SYSTEM_IDS));
      const unlisted: string[] = [];
      let between = 0;
      for (const flow of flows) {
        const names = new Map(
          [...flow.mermaid.matchAll(/^ {2}participant (\S+) as (.+)$/gm)].map(([, id, name]) => [
            id,
            name.replace(/^tab [AB]: /, ''),
          ]),
        );
        for (const [, from, to, event] of flow.mermaid.matchAll(/^ {2}(\S+)->>(\S+): ([\w.]+)$/gm)) {
          const [sender, receiver] = [names.get(from) ?? from, names.get(to) ?? to];
          if (!named.has(sender) || !named.has(receiver)) continue;
          between += 1;
          const listed = docs.messages.sites.some(
            (site) =>
              site.events.includes(event) &&
              sendersOf(site, docs.messages.sites).includes(sender) &&
              receiverOf(site, docs.messages.sites) === receiver,
          );
          if (!listed) unlisted.push(`${flow.title}: ${sender} -> ${receiver}: ${event}`);
        }
      }
      expect(between).toBeGreaterThan(20);
      expect(unlisted).toEqual([]);
    });
  });
});
