import { createStore } from '@xstate/store';

/** Which modal is open; 'none' when closed. Features name their own modals. */
export type ModalType = 'none' | (string & {});

export type Modal = {
  modalType: ModalType;
  /** Static text (or a content key) for modals that only show content. */
  content?: string;
};

/**
 * The page group of spec section 3, as far as a screen uses it. The spec's other page
 * fields (isMenuOpen, hideHelperPanel, modalCorner, subNavCurrent, patternInfoOpen,
 * isClientReady, snackbarNotification) are recorded as not kept in `specState.test.ts`.
 */
export type PageContext = {
  isMobileMenuOpen: boolean;
  modal: Modal;
  /** Read by the shell; no control closes the side panel yet. */
  showSidePanel: boolean;
  toneControlsOpen: boolean;
};

export const closedModal: Modal = { modalType: 'none' };

/** Spec section 3 defaults for the page group. */
export const defaultPage: PageContext = {
  isMobileMenuOpen: false,
  modal: closedModal,
  showSidePanel: true,
  toneControlsOpen: false,
};

/**
 * Page layout state (spec sections 3 and 4). `closeModal` restores the modal and the
 * mobile menu ("the menu") and touches nothing else.
 */
export function createPageStore(initial: Partial<PageContext> = {}) {
  return createStore({
    context: { ...defaultPage, ...initial } as PageContext,
    on: {
      setMobileMenuOpen: (context, event: { open: boolean }) => ({ ...context, isMobileMenuOpen: event.open }),
      setModal: (context, event: { modal: Modal }) => ({ ...context, modal: event.modal }),
      setToneControlsOpen: (context, event: { open: boolean }) => ({ ...context, toneControlsOpen: event.open }),
      closeModal: (context) => ({
        ...context,
        modal: defaultPage.modal,
        isMobileMenuOpen: defaultPage.isMobileMenuOpen,
      }),
    },
  });
}

export type PageStore = ReturnType<typeof createPageStore>;
