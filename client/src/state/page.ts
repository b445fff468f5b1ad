import { createStore } from '@xstate/store';
import type { NavSection } from '../constants/pages';
import type { NotificationItem } from './notifications';

/** Which modal is open; 'none' when closed. Features name their own modals. */
export type ModalType = 'none' | (string & {});

export type Modal = {
  modalType: ModalType;
  /** Static text (or a content key) for modals that only show content. */
  content?: string;
};

/** A small panel anchored to a corner of the page; null when closed. */
export type ModalCorner = string | null;

export type PageContext = {
  isMenuOpen: boolean;
  isMobileMenuOpen: boolean;
  hideHelperPanel: boolean;
  modal: Modal;
  modalCorner: ModalCorner;
  showSidePanel: boolean;
  subNavCurrent: NavSection;
  patternInfoOpen: boolean;
  toneControlsOpen: boolean;
  isClientReady: boolean;
  snackbarNotification: NotificationItem | undefined;
};

export const closedModal: Modal = { modalType: 'none' };

/** Spec section 3 defaults for the page group. */
export const defaultPage: PageContext = {
  isMenuOpen: false,
  isMobileMenuOpen: false,
  hideHelperPanel: false,
  modal: closedModal,
  modalCorner: null,
  showSidePanel: true,
  subNavCurrent: 'none',
  patternInfoOpen: false,
  toneControlsOpen: false,
  isClientReady: false,
  snackbarNotification: undefined,
};

/**
 * Page layout state (spec sections 3 and 4). "The menu" means both the desktop and the
 * mobile menu: `resetPageView` restores showSidePanel, modal, isMenuOpen and
 * isMobileMenuOpen; `closeModal` restores modal, isMenuOpen and isMobileMenuOpen. Neither
 * touches anything else (the modal corner has its own `closeModalCorner`).
 * `hideHelperPanel` is one-way: no event sets it back to false.
 */
export function createPageStore(initial: Partial<PageContext> = {}) {
  return createStore({
    context: { ...defaultPage, ...initial } as PageContext,
    on: {
      setMenuOpen: (context, event: { open: boolean }) => ({ ...context, isMenuOpen: event.open }),
      setMobileMenuOpen: (context, event: { open: boolean }) => ({ ...context, isMobileMenuOpen: event.open }),
      setModal: (context, event: { modal: Modal }) => ({ ...context, modal: event.modal }),
      setModalCorner: (context, event: { corner: ModalCorner }) => ({ ...context, modalCorner: event.corner }),
      setShowSidePanel: (context, event: { show: boolean }) => ({ ...context, showSidePanel: event.show }),
      setSubNavCurrent: (context, event: { section: NavSection }) => ({ ...context, subNavCurrent: event.section }),
      setClientReady: (context, event: { ready: boolean }) => ({ ...context, isClientReady: event.ready }),
      setPatternInfoOpen: (context, event: { open: boolean }) => ({ ...context, patternInfoOpen: event.open }),
      setToneControlsOpen: (context, event: { open: boolean }) => ({ ...context, toneControlsOpen: event.open }),
      setSnackbarNotification: (context, event: { notification: NotificationItem | undefined }) => ({
        ...context,
        snackbarNotification: event.notification,
      }),
      hideHelperPanel: (context) => ({ ...context, hideHelperPanel: true }),
      resetPageView: (context) => ({
        ...context,
        showSidePanel: defaultPage.showSidePanel,
        modal: defaultPage.modal,
        isMenuOpen: defaultPage.isMenuOpen,
        isMobileMenuOpen: defaultPage.isMobileMenuOpen,
      }),
      closeModal: (context) => ({
        ...context,
        modal: defaultPage.modal,
        isMenuOpen: defaultPage.isMenuOpen,
        isMobileMenuOpen: defaultPage.isMobileMenuOpen,
      }),
      closeModalCorner: (context) => ({ ...context, modalCorner: null }),
    },
  });
}

export type PageStore = ReturnType<typeof createPageStore>;

export function isModalOpen(context: PageContext): boolean {
  return context.modal.modalType !== 'none';
}
