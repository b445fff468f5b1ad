import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appMachine } from './appMachine';

const start = () => createActor(appMachine).start();

describe('app machine', () => {
  it('starts in the default mode, not embedded, idle, with no PWA prompt', () => {
    expect(start().getSnapshot().context).toEqual({
      mode: 'DEFAULT',
      embedded: false,
      isTalkingToServer: false,
      showPWAReloadPrompt: false,
      pwaReloadAgreed: false,
    });
  });

  it('switches between the default, learning and melody maker modes', () => {
    const app = start();
    app.send({ type: 'APP.SET_MODE', mode: 'LEARNING' });
    expect(app.getSnapshot().context.mode).toBe('LEARNING');
    app.send({ type: 'APP.SET_MODE', mode: 'MELODY_MAKER' });
    expect(app.getSnapshot().context.mode).toBe('MELODY_MAKER');
    app.send({ type: 'APP.SET_MODE', mode: 'DEFAULT' });
    expect(app.getSnapshot().context.mode).toBe('DEFAULT');
  });

  it('sets embedded, talking to the server, the PWA reload prompt and the reload agreement', () => {
    const app = start();
    app.send({ type: 'APP.SET_EMBEDDED', value: true });
    app.send({ type: 'APP.SET_TALKING_TO_SERVER', value: true });
    app.send({ type: 'APP.SET_SHOW_PWA_RELOAD_PROMPT', value: true });
    app.send({ type: 'APP.SET_PWA_RELOAD_AGREED', value: true });
    expect(app.getSnapshot().context).toEqual({
      mode: 'DEFAULT',
      embedded: true,
      isTalkingToServer: true,
      showPWAReloadPrompt: true,
      pwaReloadAgreed: true,
    });
    app.send({ type: 'APP.SET_TALKING_TO_SERVER', value: false });
    expect(app.getSnapshot().context.isTalkingToServer).toBe(false);
  });
});
