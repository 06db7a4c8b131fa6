// The portal's `./Feedback` module: the UI kit's confirmation and error toast, lent to the shell.
// The shell imports nothing from element-react (a federation host loads every shared module it uses before
// its first paint). The kit is imported lazily here too: an exposed module's static imports load with the
// remote, and element-react must stay off the home page.
export function confirm(message: string, title?: string): Promise<boolean> {
  return import('@badminton/ui').then((kit) => kit.confirm(message, title));
}

export const toast = {
  error(message: string): void {
    void import('@badminton/ui').then((kit) => kit.toast.error(message));
  },
};
