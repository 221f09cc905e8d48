import { warmIcu } from './icuWarmup.ts';

/** The worker of ./icuWarmup.ts: warms the locale it is sent, then ends. */
self.onmessage = (event: MessageEvent<string>) => {
  warmIcu(event.data);
  self.close();
};
