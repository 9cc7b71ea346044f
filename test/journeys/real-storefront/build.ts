import type { TestInfo } from '@playwright/test';

/** The build the project loads as the plugin would: `journeys-lean` the lean build, `journeys` React. */
export const buildOf = (testInfo: TestInfo): 'react' | 'lean' => (testInfo.project.metadata['build'] === 'lean' ? 'lean' : 'react');
