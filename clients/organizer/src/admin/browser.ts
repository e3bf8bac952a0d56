/** The full page load after a staff switch (every cached query belonged to the previous organization); replaceable in tests. */
export const browser = {
  reloadInto(path: string): void {
    window.location.assign(path);
  },
};
