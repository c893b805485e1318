import { describeShellExamples } from './readme-shell-examples.js';

describeShellExamples(2);
