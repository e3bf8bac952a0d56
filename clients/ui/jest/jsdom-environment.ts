import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JSDOMEnvironment from 'jest-environment-jsdom';

type Listener = Parameters<EventTarget['addEventListener']>[1];

/**
 * jsdom plus Node's fetch classes: react-router's data routers build a Request for every navigation,
 * and jsdom has none. AbortController comes along so that Request accepts the router's signal.
 *
 * jsdom's addEventListener then refuses Node's signals (`{ signal }` of another realm), which
 * Mantine's notifications pass when a toast shows: such a listener is added without the option and
 * removed when its signal aborts, as a browser would.
 */
export default class BenevoJsdomEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const target = (this.global as unknown as { EventTarget: typeof EventTarget; AbortSignal: typeof AbortSignal });
    // Typed loosely: both realms declare the same AbortSignal type, which would narrow to never.
    const JsdomAbortSignal: Function = target.AbortSignal;
    const prototype = target.EventTarget.prototype;
    const addEventListener = prototype.addEventListener;
    prototype.addEventListener = function (this: EventTarget, type: string, listener: Listener, options?: boolean | AddEventListenerOptions) {
      const signal = typeof options === 'object' ? options.signal : undefined;
      if (!signal || signal instanceof JsdomAbortSignal) return addEventListener.call(this, type, listener, options);
      if (signal.aborted) return;
      const { signal: _foreign, ...rest } = options as AddEventListenerOptions;
      addEventListener.call(this, type, listener, rest);
      signal.addEventListener('abort', () => this.removeEventListener(type, listener, rest), { once: true });
    };
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      fetch,
      AbortController,
      AbortSignal,
    });
  }
}
