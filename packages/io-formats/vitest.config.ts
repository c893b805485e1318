import { packageTestConfig } from '../../vitest.shared.js';

export default packageTestConfig('io-formats');
