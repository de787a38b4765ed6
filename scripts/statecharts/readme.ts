import type { ActorTreeNode } from './actor-tree';
import { GENERATED_NOTICE } from './markdown';
import type { StatechartModel, StateInfo } from '../../src/pages/statecharts/model/statechart.types';

/** docs/statecharts/README.md: the index, the actor tree and the guide for readers. */

function countStates(state: StateInfo): number {
  return state.children.reduce((sum, child) => sum + 1 + countStates(child), 0);
}

function indexRows(models: StatechartModel[]): string[] {
  return [
    '| machine | what it does | states | transitions | diagram | picture |',
    '|---|---|---|---|---|---|',
    ...models.map(
      (model) =>
        `| ${model.name} | ${(model.description ?? '').replace(/\|/g, '\\|')} | ${countStates(model.root)} | ${model.transitions.length} | [${model.name}.md](${model.name}.md) | [${model.name}.svg](${model.name}.svg) |`,
    ),
  ];
}

function treeLines(node: ActorTreeNode, depth = 0): string[] {
  const systemId = node.systemId ? ` (system id \`${node.systemId}\`)` : '';
  return [
    `${'  '.repeat(depth)}- **${node.name}**${systemId}`,
    ...node.children.flatMap((c) => treeLines(c, depth + 1)),
  ];
}

const READING_GUIDE = `## How to read a diagram

Each machine is one behaviour of the portal (signing in, choosing a language, filtering, ...).
Its diagram shows every situation the behaviour can be in and what moves it from one to the next.

- A **rounded box** is a *state*: a situation the behaviour is in, such as \`signedIn\` or \`loading\`.
- A **black dot** with an arrow points at the state the behaviour starts in. Inside a large box,
  the dot shows where that box starts.
- A **large box with other boxes inside** is a state made of smaller states: while the behaviour
  is in the large box, it is in exactly one of the boxes inside.
- A **large box split by dashed lines** has *regions* that are all active at the same time
  (for example "the door" and "the alarm" each have their own current state).
- A **circled dot** at the end of an arrow is a final state: the behaviour has finished.
- A state that runs a background task names it: \`loading (runs fetchLanguages)\`.
- An **arrow** is a *transition*. Its label reads \`event [condition]\`; when several transitions
  join the same two boxes, the arrow's label has one line for each:
  - the **event** is what happened: a user action or a message (\`language.select\`), a finished
    or failed background task (\`done: loadUser\`, \`error: loadUser\`), a large box whose
    inner states reached their end (\`done: dataSync\`), a timer
    (\`after 1000ms\`, or \`after retryDelay (5000ms)\` for a named timer), or \`always\`
    (taken at once when its condition holds);
  - the **condition** in square brackets is in plain words, for example \`[the browser is
    online]\`; \`[otherwise]\` marks the way taken when none of the conditions before it holds;
  - what the behaviour does while moving (save, notify, ...) is in the Actions table, in words.
- A small box \`(in ready)\` inside a large box stands for the large box itself: an arrow from it
  leaves from anywhere in \`ready\`.
- An arrow that comes back to the same box changes data or does something without changing state.

Under each diagram, tables list every state with its meaning (in *italics* where the machine has no
description yet, so the name is shown in words), every transition, every event the machine accepts,
its guards (conditions), its delays (timers), the events it emits to the rest of the portal, and
its effects (background tasks such as server calls). Each machine also has a picture file (.svg)
for slides or documents; its words are SVG text, so tools that draw no HTML inside SVG (librsvg,
Inkscape, slide tools) show them too.

## Watching the machines live in the portal

The portal has the same diagrams, laid out the same way, live, at \`/statecharts\` (the
**Statecharts** link in the menu; it
needs the \`QAP.DemoMode\` permission, and is also there in \`npm run dev\`). Every one of the 14
machines has a tab; **Page data** runs once per part of a page that shows remote data (named by
that part, e.g. \`pageData:Home/Summary:…\`) and once per option list of the filter panel
(\`countries\`, \`regions\`, ...), so its tab first asks which of those children to show. Pick a
machine in the row of tabs: its diagram shows the state it is in *now* as a highlighted (yellow) box, the same
state is written out in words under **Current state**, and **Events received** lists what the
machine received, newest first, out of the last 500 events recorded since the portal started (also
those from before you opened the page): each with its time, its sender, its data and the state
after it, and **Context** shows the machine's data now (sign-in tokens always as \`[redacted]\`, and
so are the \`code\`, \`state\` and \`session_state\` of the sign-in callback's address, here and in
exported traces).

- Work in the same tab (for example switch the language in the header) and watch the highlight move.
- **Every actor now** lists every actor at once with its machine and state: the root, its children,
  each page-data child under its own id, and the effects the machines wait on (an invoked promise
  or callback, such as \`environment/fetchEnvironments\`: *running*, then *done*, *failed* or
  *stopped*). An actor that no longer runs stays listed in its last recorded state, marked
  *stopped* (such as the page-data children of the page you came from).
- **Step through the trace**: **Back** goes to the recorded event before, **Forward** to the one
  after, **Live** (or Forward from the last event) back to now. While you step, the diagrams,
  the current states, the overview, the event lists and the messages show the machines as they
  were just after that event; sending events is for the live machines only.
- Or keep \`/statecharts\` open in one tab, use the portal in another tab (also one opened later),
  and choose that tab under **Follow**: the view then follows the other tab's machines, with the
  same redacted data.
- The one-second focus check of usage tracking is hidden while **Hide timer events** is on (the default).
- **Messages between actors** shows the messages the machines send one another (\`sendTo\`, finished
  effects) and the events they emit to the rest of the portal.
- Under **Send an event**, in this tab, you can send a machine one of the events it accepts in its current state, with a
  JSON payload, and see where it goes.
- The diagram zooms (buttons, or \`+\` \`-\` \`0\` on the focused diagram) and pans (drag or arrow keys).
- **Export the … trace as a test path** downloads what the machine went through, in the same JSON as
  \`npm run paths -- <machine> --format json\`: a bug seen live becomes a test path you can replay.

### Attaching another inspector (developers)

Beside its own recorder, the portal takes one more inspection observer, for example Stately's
inspector (\`createBrowserInspector().inspect\` of the \`@statelyai/inspect\` package; a unit test,
\`tests/unit/inspector/extra-inspection.test.ts\`, attaches its \`createInspector\` this way and
receives every actor with its definition and every event):

- In a development build (\`npm run dev\`), an observer in \`window.__QAP_INSPECT__\` before the portal
  starts sees every event from the root actor's creation.
- \`window.qapInspect(observer)\` attaches an observer to the running actors and returns the
  function that detaches it. It exists in development builds, and in any build while
  \`/statecharts\` is open (so for users with \`QAP.DemoMode\`). In the browser's console:
  \`const stop = qapInspect((event) => console.log(event.type, event))\`.

Such an observer sees the machines' data unredacted (tokens included): attach only your own tools.

## How to produce test paths

A *test path* is a list of steps that takes a machine from its start to a given state: in which
state you are, which event to send (with its data), and where you end up. QA can follow the steps
by hand or feed them to an automated test.

\`\`\`
npm run paths -- <machine> [--strategy transitions|shortest|simple] [--format md|json|csv|playwright] [--to <state>]
\`\`\`

\`npm run paths -- --help\` explains the arguments, strategies, fixtures and formats.

- \`<machine>\`: one of the machines in the index above, for example \`language\`.
- \`--strategy transitions\` (default): a small set of paths that together take every transition
  of the machine once at least: the test plan. \`--strategy shortest\`: the shortest way to
  each distinct situation. \`--strategy simple\`: every way to each state that passes through no
  state twice (by state only; many paths, for exploring).
- A *situation* is the state plus the part of the machine's data its guards read (its *path
  key*, declared in the fixtures file): \`signedIn\` with one renewal retry left and \`signedIn\`
  with none are two situations, because the machine behaves differently in them.
- Every step says what to expect after it: the state, the tags (\`busy\`, \`signedIn\`...), what
  the machine tells the portal (\`emits: navigate\`) or other machines (\`sends: sync.full\`), and
  the path key's values.
- Every run prints a coverage line, \`paths <machine> (<strategy>): n paths, states x/y, transitions x/y\`;
  the figures of every machine and strategy are in [../model-testing.md](../model-testing.md#qa-paths-npm-run-paths).
- \`--format md\` (default) is readable, \`csv\` opens in a spreadsheet, \`json\` is for tools.
- \`--to <state>\`: only the paths that end in this state, written as in the States table
  (for example \`signedIn\` or \`operating.door.closed\`). When no path reaches it, the command
  says so and exits with code 1.

Example: \`npm run paths -- language --format csv --to ready.saving > language-paths.csv\`.

The data sent with each event comes from the machine's fixtures file,
\`tests/model/fixtures/<machine>.fixtures.ts\`. A state that appears in no path needs a fixture
event that leads there: ask a developer to add it.

### Browser paths you can run

\`--format playwright\` writes the paths a browser can drive through the real portal (session,
language, environment and filter: page loads, clicks, answers of the server held back, released
or refused) as a test file. Each step is one line, in words, with the state whose view is checked
after it; the steps and checks are those of the model-based browser tests
([../model-testing.md](../model-testing.md#model-based-browser-tests-testse2emodel-basedtestts)).
Run it in Chromium against \`npm start\`:

\`\`\`
npm run paths -- session --format playwright > test-artifacts/paths/session.paths.test.ts
npm start     # in another terminal
npx vitest run --config tests/e2e/model/exported-paths.config.ts test-artifacts/paths/session.paths.test.ts
\`\`\`

With other ports, give the run the same \`WEB_PORT\`, \`API_PORT\` and \`IDP_PORT\` as \`npm start\`. You
may delete or reorder paths in the file; a step that cannot be done in the state before it fails
the file at once, naming the steps that can.

## Keeping this folder up to date

The files here are generated from the machines, never edited by hand. After a machine changes,
run \`npm run docs:statecharts\` (add \`--svg\` to redraw the pictures, which needs Chromium) and
commit the result. The test run fails while a diagram is out of date.`;

export interface ActorTreeSection {
  root: ActorTreeNode;
  /** Read from the root machine's spawn actions, or only planned by machines/shared/system-ids.ts. */
  source: 'definition' | 'system-ids';
}

export function toReadme(models: StatechartModel[], tree: ActorTreeSection): string {
  const source =
    tree.source === 'definition'
      ? `Read from the \`${tree.root.name}\` machine's definition, system ids from \`machines/shared/system-ids.ts\`.`
      : 'The root machine is not in `machines/` yet: this is the tree planned by `machines/shared/system-ids.ts`.';
  const treeSection = [
    'The root actor starts one child actor per behaviour. Each child has a stable *system id*, the',
    `name the other actors use to send it messages. ${source}`,
    '',
    ...treeLines(tree.root),
  ];
  return [
    '# Statecharts of the QAP machines',
    '',
    `<!-- ${GENERATED_NOTICE} -->`,
    '',
    'Every behaviour of the portal is an XState state machine in `machines/`. This folder holds,',
    'for each machine, a diagram with tables (`<machine>.md`) and a picture (`<machine>.svg`),',
    'all generated from the machine code so they cannot drift from it.',
    '',
    '## Machines',
    '',
    ...indexRows(models),
    '',
    '## Actor tree',
    '',
    ...treeSection,
    '',
    'Every message between the actors (who spawns whom, `sendTo`, `emit`, the events from the router,',
    'the identity library, the network and the user) is drawn and listed in [system.md](system.md)',
    '([system.svg](system.svg)); each machine page lists what it sends on each transition and who sends',
    'it each event it accepts. The key flows (sign-in, environment switch, filter change, sign-out in two',
    'tabs) are sequence diagrams recorded from the real machines in [flows.md](flows.md).',
    '',
    READING_GUIDE,
    '',
  ].join('\n');
}
