/**
 * Page navigations of the account layer, in one place so that tests can observe them (jsdom
 * cannot navigate) and islands never touch `location` directly for it.
 */
export const navigation = {
  assign(url: string): void {
    location.assign(url);
  },
  reload(): void {
    location.reload();
  },
};

export function navigate(url: string): void {
  navigation.assign(url);
}
