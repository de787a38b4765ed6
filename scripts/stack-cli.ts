/** Console side of `npm start` and `npm run dev`: the banner and a clean stop on signals. */
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/seed/reference-data';
import type { RunningStack } from '../server/stack';

/** Demo mode is the laptop default; nobody should run it in production without knowing. */
const DEMO_MODE_WARNING = [
  '',
  '  !!! DEMO MODE: shared demo passwords, generated keys, demo accounts listed on the login page.',
  '  !!! Not for production: set QAP_DEMO_MODE=0 and provide keys (see README, Configuration).',
  '',
];

export function printBanner(stack: RunningStack, extra: string[] = []): void {
  const { urls, config } = stack;
  const lines = [
    '',
    'Quality Analytics Platform',
    `  portal             ${urls.web}`,
    `  QPS API            ${urls.api}`,
    `  identity provider  ${urls.idp}`,
    `  database           ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`}`,
    ...extra,
  ];
  if (config.demoMode) {
    lines.push(...DEMO_MODE_WARNING, `  demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const user of DEMO_USERS) {
      lines.push(
        `    ${user.email.padEnd(22)} ${user.givenName} ${user.familyName}, ${user.userOrg}${user.userType ? ` (${user.userType})` : ''}`,
      );
    }
  }
  // Since the process started, so module loading counts too.
  lines.push(`ready in ${Math.round(performance.now())} ms   (Ctrl-C stops)`, '');
  console.log(lines.join('\n'));
}

/** Stops the stack once on Ctrl-C or SIGTERM, then exits. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
