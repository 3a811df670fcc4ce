import { configure } from '@testing-library/react';

// findBy…, waitFor: wait until what the user would see is there, not at most a second (the library's
// default), which a busy machine passes while rendering a screen. Only a test that hangs meets this.
configure({ asyncUtilTimeout: 20_000 });
