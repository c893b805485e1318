// Preloaded (`node --require`) into a measured run: on exit, writes the whole process's resource
// use (every thread's CPU time, the peak resident memory) to the file named by CGKIT_USAGE_FILE.
// CommonJS, so that it starts no ES module loader in a run that would not start one (the CLI's).
const { writeFileSync } = require('node:fs');
const process = require('node:process');

const file = process.env.CGKIT_USAGE_FILE;
if (file !== undefined) {
  process.on('exit', () => {
    const { userCPUTime, systemCPUTime, maxRSS } = process.resourceUsage();
    writeFileSync(
      file,
      JSON.stringify({ cpuSeconds: (userCPUTime + systemCPUTime) / 1e6, maxRSS }),
    );
  });
}
