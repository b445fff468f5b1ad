import { describe, expect, it } from 'vitest';
import { createPageStore, defaultPage, isModalOpen, type PageContext } from './page';

const context = (store: ReturnType<typeof createPageStore>) => store.getSnapshot().context;

/** A page with every field moved away from its default. */
const busyPage: PageContext = {
  isMenuOpen: true,
  isMobileMenuOpen: true,
  hideHelperPanel: true,
  modal: { modalType: 'static', content: 'Hello' },
  modalCorner: 'tuning',
  showSidePanel: false,
  subNavCurrent: 'scales',
  patternInfoOpen: true,
  toneControlsOpen: true,
  isClientReady: true,
  snackbarNotification: { id: 'n1', message: 'Saved', kind: 'success' },
};

describe('page store', () => {
  it('starts with the spec defaults', () => {
    expect(context(createPageStore())).toEqual({
      isMenuOpen: false,
      isMobileMenuOpen: false,
      hideHelperPanel: false,
      modal: { modalType: 'none' },
      modalCorner: null,
      showSidePanel: true,
      subNavCurrent: 'none',
      patternInfoOpen: false,
      toneControlsOpen: false,
      isClientReady: false,
      snackbarNotification: undefined,
    });
    expect(isModalOpen(defaultPage)).toBe(false);
  });

  it('opens and closes the menu and the mobile menu independently', () => {
    const store = createPageStore();
    store.trigger.setMenuOpen({ open: true });
    expect(context(store)).toMatchObject({ isMenuOpen: true, isMobileMenuOpen: false });
    store.trigger.setMobileMenuOpen({ open: true });
    store.trigger.setMenuOpen({ open: false });
    expect(context(store)).toMatchObject({ isMenuOpen: false, isMobileMenuOpen: true });
  });

  it('shows a modal with optional static content', () => {
    const store = createPageStore();
    store.trigger.setModal({ modal: { modalType: 'static', content: 'About tunings' } });
    expect(context(store).modal).toEqual({ modalType: 'static', content: 'About tunings' });
    expect(isModalOpen(context(store))).toBe(true);
  });

  it('sets and closes the modal corner', () => {
    const store = createPageStore();
    store.trigger.setModalCorner({ corner: 'share' });
    expect(context(store).modalCorner).toBe('share');
    store.trigger.closeModalCorner();
    expect(context(store).modalCorner).toBeNull();
  });

  it('sets side panel visibility, sub-nav section, client readiness and the two panels', () => {
    const store = createPageStore();
    store.trigger.setShowSidePanel({ show: false });
    store.trigger.setSubNavCurrent({ section: 'arpeggios' });
    store.trigger.setClientReady({ ready: true });
    store.trigger.setPatternInfoOpen({ open: true });
    store.trigger.setToneControlsOpen({ open: true });
    expect(context(store)).toMatchObject({
      showSidePanel: false,
      subNavCurrent: 'arpeggios',
      isClientReady: true,
      patternInfoOpen: true,
      toneControlsOpen: true,
    });
  });

  it('sets and clears the snackbar notification', () => {
    const store = createPageStore();
    const notification = { id: 'n1', message: 'Saved', kind: 'success' } as const;
    store.trigger.setSnackbarNotification({ notification });
    expect(context(store).snackbarNotification).toEqual(notification);
    store.trigger.setSnackbarNotification({ notification: undefined });
    expect(context(store).snackbarNotification).toBeUndefined();
  });

  it('hides the helper panel one way only: nothing brings it back', () => {
    const store = createPageStore();
    store.trigger.hideHelperPanel();
    expect(context(store).hideHelperPanel).toBe(true);
    store.trigger.hideHelperPanel();
    store.trigger.resetPageView();
    store.trigger.closeModal();
    store.trigger.closeModalCorner();
    expect(context(store).hideHelperPanel).toBe(true);
    // No event in the store's vocabulary can set it to false.
    expect(Object.keys(store.trigger).filter((name) => /helper/i.test(name))).toEqual(['hideHelperPanel']);
  });

  it('resets the page view: side panel, modal and both menus back to defaults, nothing else', () => {
    const store = createPageStore(busyPage);
    store.trigger.resetPageView();
    expect(context(store)).toEqual({
      ...busyPage,
      showSidePanel: true,
      modal: { modalType: 'none' },
      isMenuOpen: false,
      isMobileMenuOpen: false,
    });
  });

  it('closes the modal: modal and both menus back to defaults, side panel and corner left alone', () => {
    const store = createPageStore(busyPage);
    store.trigger.closeModal();
    expect(context(store)).toEqual({
      ...busyPage,
      modal: { modalType: 'none' },
      isMenuOpen: false,
      isMobileMenuOpen: false,
    });
  });

  it('closes the modal corner without touching the modal', () => {
    const store = createPageStore(busyPage);
    store.trigger.closeModalCorner();
    expect(context(store)).toEqual({ ...busyPage, modalCorner: null });
  });

  it('gives each store its own state', () => {
    const a = createPageStore();
    const b = createPageStore();
    a.trigger.setMenuOpen({ open: true });
    expect(context(b).isMenuOpen).toBe(false);
  });
});
