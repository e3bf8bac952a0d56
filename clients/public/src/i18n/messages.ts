import type { AppMessages } from '@benevo/ui';
import { de } from './de';
import { en } from './en';
import { fr } from './fr';

export const publicMessages: AppMessages = { fr, de, en };
