// How the browser tests run Chromium, defined once: the web app's e2e tests (through Playwright,
// `harness.ts`), its bench and the consumer test (`tests/consumer/browser.ts`, which spawns it).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Without a display, a sandbox or any network of its own. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What the lookup needs to know of the machine (the real one by default; tests give others). */
export interface Machine {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly exists: (path: string) => boolean;
  /** The text of `/etc/os-release` (Linux), empty where there is none. */
  readonly osRelease: string;
  readonly root: boolean;
}

const THIS_MACHINE: Machine = {
  platform: process.platform,
  env: process.env,
  exists: existsSync,
  get osRelease() {
    try {
      return readFileSync('/etc/os-release', 'utf8');
    } catch {
      return '';
    }
  },
  root: process.getuid?.() === 0,
};

/** Where each platform keeps Chromium, or Chrome (which Playwright drives the same way). */
export function chromiumPlaces(machine: Pick<Machine, 'platform' | 'env'>): string[] {
  const { platform, env } = machine;
  if (platform === 'darwin') {
    const apps = ['/Applications', `${env.HOME ?? ''}/Applications`];
    return apps.flatMap((dir) => [
      `${dir}/Chromium.app/Contents/MacOS/Chromium`,
      `${dir}/Google Chrome.app/Contents/MacOS/Google Chrome`,
    ]);
  }
  if (platform === 'win32') {
    const roots = [env.LOCALAPPDATA, env.ProgramFiles, env['ProgramFiles(x86)']].filter(
      (dir): dir is string => dir !== undefined && dir !== '',
    );
    return roots.flatMap((dir) => [
      `${dir}\\Chromium\\Application\\chrome.exe`,
      `${dir}\\Google\\Chrome\\Application\\chrome.exe`,
    ]);
  }
  return [
    '/usr/bin/chromium', // Debian, Fedora, Arch, Alpine
    '/usr/bin/chromium-browser', // Ubuntu (a snap's wrapper), older Fedora and openSUSE
    '/snap/bin/chromium',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
  ];
}

/** `CHROMIUM_PATH` if set, else the first of {@link chromiumPlaces} that exists. */
export function findChromium(machine: Machine = THIS_MACHINE): string | undefined {
  const chosen = machine.env.CHROMIUM_PATH;
  if (chosen !== undefined && chosen !== '') return machine.exists(chosen) ? chosen : undefined;
  return chromiumPlaces(machine).find(machine.exists);
}

const osField = (osRelease: string, field: string): string[] =>
  (new RegExp(`^${field}="?([^"\\n]*)"?$`, 'm').exec(osRelease)?.[1] ?? '').split(' ');

/** Debian itself, or a system built on it that still calls its package `chromium` (not Ubuntu). */
function debianLike(machine: Machine): boolean {
  const ids = [...osField(machine.osRelease, 'ID'), ...osField(machine.osRelease, 'ID_LIKE')];
  return ids.includes('debian') && !ids.includes('ubuntu') && machine.exists('/usr/bin/apt-get');
}

/** One line saying what to install on this machine, and that `CHROMIUM_PATH` names another. */
export function installAdvice(machine: Machine = THIS_MACHINE): string {
  const chosen = machine.env.CHROMIUM_PATH;
  if (chosen !== undefined && chosen !== '') {
    return `CHROMIUM_PATH is ${chosen}, which does not exist: set it to a Chromium or Chrome executable, or unset it`;
  }
  const ids = [...osField(machine.osRelease, 'ID'), ...osField(machine.osRelease, 'ID_LIKE')];
  const sudo = machine.root ? '' : 'sudo ';
  const install =
    machine.platform === 'darwin'
      ? '`brew install --cask chromium` (or install Google Chrome)'
      : machine.platform === 'win32'
        ? 'Google Chrome (`winget install Google.Chrome`)'
        : ids.includes('ubuntu')
          ? `\`${sudo}snap install chromium\``
          : debianLike(machine)
            ? `\`${sudo}apt-get install -y chromium\``
            : ids.includes('fedora') || ids.includes('rhel')
              ? `\`${sudo}dnf install -y chromium\``
              : ids.includes('arch')
                ? `\`${sudo}pacman -S chromium\``
                : ids.includes('alpine')
                  ? `\`${sudo}apk add chromium\``
                  : "Chromium with your system's package manager";
  return (
    `install ${install}, or set CHROMIUM_PATH to a Chromium or Chrome executable; ` +
    `looked in ${chromiumPlaces(machine).join(', ')}`
  );
}

/**
 * Installs Debian's chromium unless it is there. Under a lock (`flock`), so that two test runs
 * starting at once install it once: the second finds it installed.
 */
function installChromium(): void {
  const script = 'test -e /usr/bin/chromium || { apt-get update && apt-get install -y chromium; }';
  spawnSync('flock', [join(tmpdir(), 'cgkit-chromium-install.lock'), 'sh', '-c', script], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * The Chromium to run (see {@link findChromium}). A fresh Debian machine lacks one: as root there
 * it is installed with apt, so `pnpm test` needs no set-up of its own; anywhere else it throws one
 * line saying what to install. `who` names the tests that need it.
 */
export function ensureChromium(who: string, machine: Machine = THIS_MACHINE): string {
  const found = findChromium(machine);
  if (found !== undefined) return found;
  const chosen = machine.env.CHROMIUM_PATH;
  if ((chosen === undefined || chosen === '') && machine.root && debianLike(machine)) {
    process.stderr.write(`${who}: no Chromium found; installing Debian's chromium\n`);
    installChromium();
    const installed = findChromium(machine);
    if (installed !== undefined) return installed;
  }
  throw new Error(`${who}: the browser tests need Chromium: ${installAdvice(machine)}`);
}
