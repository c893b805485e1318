#!/usr/bin/env node
// CommonJS, as the bundle is: Node starts no ES module loader for the CLI. The code cache is
// loaded first, so that every file of the bundle, main.js included, is compiled through it.
require('./dist/code-cache.js');
require('./dist/main.js');
