import { describe, expect, it } from 'vitest';
import { createPageStore } from './page';

const context = (store: ReturnType<typeof createPageStore>) => store.getSnapshot().context;

describe('page store', () => {
  it('starts with the spec defaults', () => {
    expect(context(createPageStore())).toEqual({
      isMobileMenuOpen: false,
      modal: { modalType: 'none' },
      showSidePanel: true,
      toneControlsOpen: false,
    });
  });

  it('opens and closes the mobile menu', () => {
    const store = createPageStore();
    store.trigger.setMobileMenuOpen({ open: true });
    expect(context(store).isMobileMenuOpen).toBe(true);
    store.trigger.setMobileMenuOpen({ open: false });
    expect(context(store).isMobileMenuOpen).toBe(false);
  });

  it('shows a modal with optional static content', () => {
    const store = createPageStore();
    store.trigger.setModal({ modal: { modalType: 'static', content: 'About tunings' } });
    expect(context(store).modal).toEqual({ modalType: 'static', content: 'About tunings' });
  });

  it('opens the tone controls', () => {
    const store = createPageStore();
    store.trigger.setToneControlsOpen({ open: true });
    expect(context(store).toneControlsOpen).toBe(true);
  });

  it('closes the modal: modal and the menu back to defaults, the side panel and tone controls left alone', () => {
    const busyPage = {
      isMobileMenuOpen: true,
      modal: { modalType: 'static', content: 'Hello' },
      showSidePanel: false,
      toneControlsOpen: true,
    };
    const store = createPageStore(busyPage);
    store.trigger.closeModal();
    expect(context(store)).toEqual({ ...busyPage, modal: { modalType: 'none' }, isMobileMenuOpen: false });
  });

  it('gives each store its own state', () => {
    const a = createPageStore();
    const b = createPageStore();
    a.trigger.setMobileMenuOpen({ open: true });
    expect(context(b).isMobileMenuOpen).toBe(false);
  });
});
