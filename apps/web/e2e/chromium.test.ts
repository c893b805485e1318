import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chromiumPlaces, findChromium, installAdvice, type Machine } from './chromium.js';

/** A machine where only `files` exist. */
const machine = (over: Partial<Machine>, files: readonly string[] = []): Machine => ({
  platform: 'linux',
  env: {},
  exists: (path) => files.includes(path),
  osRelease: '',
  root: false,
  ...over,
});

const DEBIAN = 'ID=debian\n';
const UBUNTU = 'ID=ubuntu\nID_LIKE=debian\n';

describe('finding Chromium', () => {
  it('takes CHROMIUM_PATH first, and says so when it names nothing', () => {
    const env = { CHROMIUM_PATH: '/opt/chrome/chrome' };
    assert.equal(
      findChromium(machine({ env }, ['/opt/chrome/chrome', '/usr/bin/chromium'])),
      '/opt/chrome/chrome',
    );
    const missing = machine({ env }, ['/usr/bin/chromium']);
    assert.equal(findChromium(missing), undefined);
    assert.match(
      installAdvice(missing),
      /CHROMIUM_PATH is \/opt\/chrome\/chrome, which does not exist/,
    );
  });

  it('looks where each system keeps it', () => {
    assert.equal(findChromium(machine({}, ['/snap/bin/chromium'])), '/snap/bin/chromium');
    assert.equal(
      findChromium(machine({}, ['/usr/bin/chromium-browser', '/usr/bin/google-chrome'])),
      '/usr/bin/chromium-browser',
    );
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    assert.equal(
      findChromium(machine({ platform: 'darwin', env: { HOME: '/Users/a' } }, [mac])),
      mac,
    );
    const windows = machine({ platform: 'win32', env: { ProgramFiles: 'C:\\Program Files' } }, [
      'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    ]);
    assert.equal(
      findChromium(windows),
      'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    );
    assert.ok(chromiumPlaces({ platform: 'linux', env: {} }).includes('/usr/bin/chromium'));
  });

  it("gives each system's own advice, always naming CHROMIUM_PATH", () => {
    const advice = (over: Partial<Machine>, files: readonly string[] = []): string =>
      installAdvice(machine(over, files));
    assert.match(
      advice({ osRelease: DEBIAN }, ['/usr/bin/apt-get']),
      /`sudo apt-get install -y chromium`/,
    );
    assert.match(
      advice({ osRelease: DEBIAN, root: true }, ['/usr/bin/apt-get']),
      /`apt-get install/,
    );
    assert.match(
      advice({ osRelease: UBUNTU }, ['/usr/bin/apt-get']),
      /`sudo snap install chromium`/,
    );
    assert.match(advice({ osRelease: 'ID=fedora\n' }), /`sudo dnf install -y chromium`/);
    assert.match(advice({ osRelease: 'ID=arch\n' }), /`sudo pacman -S chromium`/);
    assert.match(advice({ platform: 'darwin' }), /brew install --cask chromium/);
    assert.match(advice({ platform: 'win32' }), /winget install Google\.Chrome/);
    assert.match(advice({ osRelease: 'ID=gentoo\n' }), /your system's package manager/);
    for (const over of [{}, { platform: 'darwin' as const }, { osRelease: UBUNTU }]) {
      assert.match(advice(over), /set CHROMIUM_PATH to a Chromium or Chrome executable/);
    }
  });
});
